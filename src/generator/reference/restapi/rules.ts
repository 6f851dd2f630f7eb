import type { Plugin, UserContext } from '@redocly/openapi-core';
import { REST_ACCESS_VALUES } from '../../../shared/restapi/types.ts';

/**
 * Our own rules for the REST reference document, run by Redocly next to its built-in ones: the `x-`
 * extensions the renderer reads must be well formed and point at things that exist (webhook keys,
 * error codes of the root list, operationIds).
 */
type Ctx = UserContext;
type Loc = Ctx['location'];

const DOC_PAGE = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/;

interface Pending {
  value: unknown;
  location: Loc;
  report: Ctx['report'];
}

function extensionsRule() {
  let webhookKeys = new Set<string>();
  let errorCodes = new Set<number>();
  const operationIds = new Set<string>();
  const firedBy: Pending[] = [];

  const stringList = (node: Record<string, unknown>, key: string, ctx: Ctx): { value: unknown; i: number }[] => {
    const v = node[key];
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      ctx.report({ message: `\`${key}\` must be a list.`, location: ctx.location.child([key]) });
      return [];
    }
    return v.map((value, i) => ({ value, i }));
  };

  const docPage = (node: Record<string, unknown>, ctx: Ctx, required: boolean) => {
    const v = node['x-doc-page'];
    if (v === undefined) {
      if (required)
        ctx.report({ message: '`x-doc-page` is missing: every webhook needs the page that documents it (`<group>/<hook>`).', location: ctx.location.key() });
      return;
    }
    if (typeof v !== 'string' || !DOC_PAGE.test(v))
      ctx.report({ message: `\`x-doc-page\` must be "<folder>/<page>", not ${JSON.stringify(v)}.`, location: ctx.location.child(['x-doc-page']) });
  };

  return {
    Root: {
      enter(root: Record<string, unknown>, ctx: Ctx) {
        const hooks = root.webhooks as Record<string, unknown> | undefined;
        webhookKeys = new Set(hooks && typeof hooks === 'object' ? Object.keys(hooks) : []);
        const resolved = ctx.resolve(root['x-error-codes'] as never);
        const list = resolved.node as unknown;
        errorCodes = new Set();
        if (list === undefined) return;
        if (!Array.isArray(list)) {
          ctx.report({
            message: 'The root `x-error-codes` must be a list of { code, name, message, meaning }.',
            location: ctx.location.child(['x-error-codes']),
          });
          return;
        }
        list.forEach((entry: Record<string, unknown>, i) => {
          const where = (resolved.location ?? ctx.location.child(['x-error-codes'])).child([i]);
          if (
            !entry ||
            typeof entry !== 'object' ||
            !Number.isInteger(entry.code) ||
            typeof entry.name !== 'string' ||
            typeof entry.meaning !== 'string' ||
            typeof entry.message !== 'string'
          ) {
            ctx.report({ message: 'An `x-error-codes` entry needs an integer `code` and string `name`, `message` and `meaning`.', location: where });
            return;
          }
          if (errorCodes.has(entry.code as number))
            ctx.report({ message: `Error code ${entry.code} is listed twice in \`x-error-codes\`.`, location: where.child(['code']) });
          errorCodes.add(entry.code as number);
        });
      },
      leave() {
        for (const p of firedBy) {
          if (typeof p.value !== 'string' || !operationIds.has(p.value))
            p.report({ message: `\`x-fired-by\` names ${JSON.stringify(p.value)}, which is not the operationId of any operation.`, location: p.location });
        }
        firedBy.length = 0;
        operationIds.clear();
      },
    },
    Paths: {
      PathItem: {
        Operation(op: Record<string, unknown>, ctx: Ctx) {
          if (typeof op.operationId === 'string') operationIds.add(op.operationId);
          else ctx.report({ message: 'The operation has no `operationId`.', location: ctx.location.key() });
          if (!Array.isArray(op.tags) || op.tags.length === 0)
            ctx.report({ message: 'The operation has no `tags`: name the group it belongs to.', location: ctx.location.key() });
          docPage(op, ctx, false);
          const access = op['x-access'];
          if (access !== undefined && !(REST_ACCESS_VALUES as readonly unknown[]).includes(access)) {
            ctx.report({
              message: `\`x-access\` must be one of ${REST_ACCESS_VALUES.join(', ')}, not ${JSON.stringify(access)}.`,
              location: ctx.location.child(['x-access']),
            });
          }
          for (const { value, i } of stringList(op, 'x-webhooks', ctx)) {
            if (typeof value !== 'string' || !webhookKeys.has(value))
              ctx.report({
                message: `\`x-webhooks\` names ${JSON.stringify(value)}, which is not a key of the document's \`webhooks\`.`,
                location: ctx.location.child(['x-webhooks', i]),
              });
          }
          for (const { value, i } of stringList(op, 'x-error-codes', ctx)) {
            if (typeof value !== 'number' || !errorCodes.has(value))
              ctx.report({
                message: `\`x-error-codes\` names ${JSON.stringify(value)}, which is not in the root \`x-error-codes\` list.`,
                location: ctx.location.child(['x-error-codes', i]),
              });
          }
        },
      },
    },
    WebhooksMap: {
      PathItem: {
        Operation(op: Record<string, unknown>, ctx: Ctx) {
          if (typeof op['x-config-key'] !== 'string' || !op['x-config-key'])
            ctx.report({ message: 'The webhook has no `x-config-key`.', location: ctx.location.key() });
          // null: a hook the configuration declares but the server never calls has no command of its own.
          const command = op['x-callback-command'];
          if (command !== null && (typeof command !== 'string' || !command))
            ctx.report({
              message: 'The webhook needs `x-callback-command` (a string, or null for a hook the server never calls).',
              location: ctx.location.key(),
            });
          if (op['x-kind'] !== 'before' && op['x-kind'] !== 'after')
            ctx.report({
              message: `\`x-kind\` must be "before" or "after", not ${JSON.stringify(op['x-kind'])}.`,
              location: op['x-kind'] === undefined ? ctx.location.key() : ctx.location.child(['x-kind']),
            });
          docPage(op, ctx, true);
          for (const { value, i } of stringList(op, 'x-fired-by', ctx))
            firedBy.push({ value, location: ctx.location.child(['x-fired-by', i]), report: ctx.report });
          const effect = op['x-response-effect'];
          if (
            effect !== undefined &&
            (typeof effect !== 'object' || Array.isArray(effect) || Object.values(effect as object).some((v) => typeof v !== 'string'))
          ) {
            ctx.report({ message: '`x-response-effect` must map each answer field to a sentence.', location: ctx.location.child(['x-response-effect']) });
          }
        },
      },
    },
  };
}

export const RULE_ID = 'imdocs/extensions';

export const imdocsPlugin = {
  id: 'imdocs',
  rules: { oas3: { [RULE_ID]: extensionsRule } },
} as unknown as Plugin;
