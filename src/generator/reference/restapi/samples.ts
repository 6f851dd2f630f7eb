/**
 * Request samples of an operation, generated at build time from its example: the same request (method,
 * URL, `operationID` and `token` headers, JSON body) in curl, Go, TypeScript (fetch), Python, Java and
 * Kotlin. Our own templates: every OpenIM route takes a JSON body, so each sample is complete and runnable.
 * The token comes from the `OPENIM_TOKEN` environment variable, never written into a sample.
 */
export interface SampleRequest {
  method: string;
  url: string;
  operationID: string;
  /** Whether the route needs the `token` header. */
  token: boolean;
  body?: unknown;
}

export interface SampleSource {
  id: string;
  label: string;
  lang: string;
  code: string;
}

export const TOKEN_ENV = 'OPENIM_TOKEN';

const json = (body: unknown) => JSON.stringify(body ?? {}, null, 2);
/** A GET carries no body: fetch refuses one outright, and the server reads none. */
const sendsBody = (r: SampleRequest) => r.method !== 'GET' || r.body !== undefined;
const indent = (text: string, pad: string) =>
  text
    .split('\n')
    .map((l, i) => (i === 0 ? l : `${pad}${l}`))
    .join('\n');
const dq = (s: string) => JSON.stringify(s);

function curl(r: SampleRequest): string {
  const sq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const lines = [`curl -X ${r.method} ${sq(r.url)}`, `  -H 'Content-Type: application/json'`, `  -H ${sq(`operationID: ${r.operationID}`)}`];
  if (r.token) lines.push(`  -H "token: $${TOKEN_ENV}"`);
  if (r.body !== undefined) lines.push(`  --data-raw ${sq(json(r.body))}`);
  return lines.join(' \\\n');
}

function go(r: SampleRequest): string {
  const body = json(r.body);
  const literal = body.includes('`') ? dq(body) : `\`${body}\``;
  const imports = ['"fmt"', '"io"', '"net/http"', ...(r.token ? ['"os"'] : []), '"strings"'];
  return `package main

import (
${imports.map((i) => `\t${i}`).join('\n')}
)

func main() {
\tbody := strings.NewReader(${indent(literal, '\t')})
\treq, err := http.NewRequest(${dq(r.method)}, ${dq(r.url)}, body)
\tif err != nil {
\t\tpanic(err)
\t}
\treq.Header.Set("Content-Type", "application/json")
\treq.Header.Set("operationID", ${dq(r.operationID)})
${r.token ? `\treq.Header.Set("token", os.Getenv(${dq(TOKEN_ENV)}))\n` : ''}\tresp, err := http.DefaultClient.Do(req)
\tif err != nil {
\t\tpanic(err)
\t}
\tdefer resp.Body.Close()
\tdata, _ := io.ReadAll(resp.Body)
\tfmt.Println(string(data))
}`;
}

function typescript(r: SampleRequest): string {
  return `const response = await fetch(${dq(r.url)}, {
  method: ${dq(r.method)},
  headers: {
    'Content-Type': 'application/json',
    operationID: ${dq(r.operationID)},
${r.token ? `    token: process.env.${TOKEN_ENV} ?? '',\n` : ''}  },
${sendsBody(r) ? `  body: JSON.stringify(${indent(json(r.body), '  ')}),\n` : ''}});
const result = await response.json();
if (result.errCode !== 0) throw new Error(\`\${result.errCode} \${result.errMsg}\`);
console.log(result.data);`;
}

function python(value: unknown, pad = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  const inner = `${pad}    `;
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => `${inner}${python(v, inner)},`).join('\n')}\n${pad}]` : '[]';
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length ? `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${python(v, inner)},`).join('\n')}\n${pad}}` : '{}';
}

function py(r: SampleRequest): string {
  return `${r.token ? 'import os\n' : ''}import requests

response = requests.request(
    ${dq(r.method)},
    ${dq(r.url)},
    headers={
        "operationID": ${dq(r.operationID)},
${r.token ? `        "token": os.environ[${dq(TOKEN_ENV)}],\n` : ''}    },
${sendsBody(r) ? `    json=${python(r.body ?? {}, '    ')},\n` : ''})
result = response.json()
if result["errCode"] != 0:
    raise RuntimeError(f"{result['errCode']} {result['errMsg']}")
print(result.get("data"))`;
}

/** The JSON body inside a Java text block: backslashes doubled, `"""` broken up. */
function javaTextBlock(body: string, pad: string): string {
  const escaped = body.replace(/\\/g, '\\\\').replace(/"""/g, '""\\"');
  return `"""\n${escaped
    .split('\n')
    .map((l) => `${pad}${l}`)
    .join('\n')}\n${pad}"""`;
}

function java(r: SampleRequest): string {
  return `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String body = ${javaTextBlock(json(r.body), '            ')};
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create(${dq(r.url)}))
            .header("Content-Type", "application/json")
            .header("operationID", ${dq(r.operationID)})
${r.token ? `            .header("token", System.getenv(${dq(TOKEN_ENV)}))\n` : ''}            .method(${dq(r.method)}, HttpRequest.BodyPublishers.ofString(body))
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient()
            .send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.body());
    }
}`;
}

function kotlin(r: SampleRequest): string {
  const body = json(r.body).replace(/\$/g, "${'$'}").replace(/"""/g, '""${\'"\'}');
  return `import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

fun main() {
    val body = """
${body
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
    """.trimIndent()
    val request = HttpRequest.newBuilder()
        .uri(URI.create(${dq(r.url)}))
        .header("Content-Type", "application/json")
        .header("operationID", ${dq(r.operationID)})
${r.token ? `        .header("token", System.getenv(${dq(TOKEN_ENV)}))\n` : ''}        .method(${dq(r.method)}, HttpRequest.BodyPublishers.ofString(body))
        .build()
    val response = HttpClient.newHttpClient()
        .send(request, HttpResponse.BodyHandlers.ofString())
    println(response.body())
}`;
}

/** The six samples of one request, in tab order. */
export function requestSamples(r: SampleRequest): SampleSource[] {
  return [
    { id: 'curl', label: 'cURL', lang: 'bash', code: curl(r) },
    { id: 'go', label: 'Go', lang: 'go', code: go(r) },
    { id: 'typescript', label: 'TypeScript', lang: 'typescript', code: typescript(r) },
    { id: 'python', label: 'Python', lang: 'python', code: py(r) },
    { id: 'java', label: 'Java', lang: 'java', code: java(r) },
    { id: 'kotlin', label: 'Kotlin', lang: 'kotlin', code: kotlin(r) },
  ];
}
