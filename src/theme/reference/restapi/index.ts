import { Operation } from './Operation.tsx';
import { Webhook } from './Webhook.tsx';
import { OperationList } from './OperationList.tsx';
import { WebhookList } from './WebhookList.tsx';
import { ErrorCodes } from './ErrorCodes.tsx';
import { ContentTypes } from './ContentTypes.tsx';
import { SchemaTable } from './SchemaTable.tsx';

/** MDX components that render the REST API reference (OpenAPI document). */
export const restapiComponents = { Operation, Webhook, OperationList, WebhookList, ErrorCodes, ContentTypes, SchemaTable };
