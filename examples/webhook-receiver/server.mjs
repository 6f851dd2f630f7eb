// A webhook receiver for the OpenIM server: allows, rejects or modifies "before" hooks, accepts "after" hooks.
// Run: node server.mjs   (listens on PORT, default 10006; set webhooks.yml url to http://<host>:10006/callbackExample)
import http from 'node:http';

const BLOCKED = (process.env.BLOCKED_WORDS ?? 'forbidden').split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);

const allow = () => ({ actionCode: 0, errCode: 0, errMsg: '', errDlt: '', nextCode: 0 });
// Only actionCode 0 together with nextCode 1 stops the operation; the caller then gets errCode/errMsg/errDlt.
const reject = (errMsg) => ({ actionCode: 0, errCode: 20001, errMsg, errDlt: '', nextCode: 1 });
const blocked = (text) => BLOCKED.some((w) => String(text ?? '').toLowerCase().includes(w));

/** The text of a message: `content` is a JSON string, `{"content":"…"}` for a text message. */
function messageText(body) {
  try {
    return JSON.parse(body.content).content ?? '';
  } catch {
    return body.content ?? '';
  }
}

const handlers = {
  // Reject a one-to-one or group message that contains a blocked word; allow everything else.
  callbackBeforeSendSingleMsgCommand: (body) => (blocked(messageText(body)) ? reject('message contains a blocked word') : allow()),
  callbackBeforeSendGroupMsgCommand: (body) => (blocked(messageText(body)) ? reject('message contains a blocked word') : allow()),
  // Modify: trim the group's name and mark the group as reviewed; reject a blocked name.
  callbackBeforeCreateGroupCommand: (body) => {
    if (blocked(body.groupName)) return reject('group name not allowed');
    return { ...allow(), groupName: String(body.groupName ?? '').trim(), ex: JSON.stringify({ reviewed: true }) };
  },
  // Modify: keep friend remarks short.
  callbackBeforeSetFriendRemarkCommand: (body) => {
    const chars = [...String(body.remark ?? '')];
    return chars.length > 32 ? { ...allow(), remark: chars.slice(0, 32).join('') } : allow();
  },
};

export function createReceiver({ log = console.log } = {}) {
  return http.createServer((req, res) => {
    const command = req.url.split('?')[0].split('/').filter(Boolean).pop() ?? '';
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { raw += chunk; });
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'body is not JSON' }));
        return;
      }
      // Every hook answers JSON; after hooks are not read by the server, so allow() is enough for them.
      const answer = (handlers[command] ?? allow)(body);
      log(`${req.headers.operationid ?? '-'} ${command} -> ${answer.nextCode === 1 ? 'reject' : 'continue'}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 10006);
  createReceiver().listen(port, () => console.log(`webhook receiver on http://127.0.0.1:${port}/callbackExample`));
}
