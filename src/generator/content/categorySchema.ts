import { z } from 'zod';

/** `_category_.json`: the keys Docusaurus reads; anything else is a typo. */
export const categorySchema = z
  .object({
    label: z.string().optional(),
    position: z.number().optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    className: z.string().optional(),
    description: z.string().optional(),
    customProps: z.record(z.string(), z.unknown()).optional(),
    link: z
      .union([
        z.object({ type: z.literal('doc'), id: z.string() }),
        z.object({ type: z.literal('generated-index'), title: z.string().optional(), description: z.string().optional(), slug: z.string().optional() }),
        z.null(),
      ])
      .optional(),
  })
  .strict();

/** A folder's sidebar settings, as read from its `_category_.json`. */
export type CategoryMeta = z.output<typeof categorySchema>;
