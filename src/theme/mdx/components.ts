import { Admonition } from './Admonition.tsx';
import { Tabs, TabItem } from './Tabs.tsx';
import { Details } from './Details.tsx';
import { CodeFrame } from './CodeFrame.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Head } from './Head.tsx';
import { Heading } from './Heading.tsx';
import { TOCInline } from './TOCInline.tsx';
import { ThemedImage } from './ThemedImage.tsx';
import { MdxAnchor, MdxImage, MdxTable } from './MdxLinks.tsx';
import { MdxH2, MdxH3, MdxH4 } from '../toc/TocHeadings.tsx';
import { restapiComponents } from '../reference/restapi/index.ts';
import { sdkComponents } from '../reference/sdk/index.ts';

/** Components every MDX page can use without imports (also importable as `@theme/<Name>`). */
export const builtinComponents = {
  Admonition,
  Tabs,
  TabItem,
  Details,
  CodeBlock,
  Head,
  Heading,
  TOCInline,
  ThemedImage,
  CodeFrame,
  ...restapiComponents,
  ...sdkComponents,
};

/** Overrides for the HTML elements Markdown produces. */
export const markdownComponents = { a: MdxAnchor, img: MdxImage, table: MdxTable, h2: MdxH2, h3: MdxH3, h4: MdxH4 };
