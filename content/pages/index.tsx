import { useTheme, localePrefix } from '../../src/theme/context.tsx';
import { CodeBlock } from '../../src/theme/mdx/CodeBlock.tsx';
import { Head } from '../../src/theme/mdx/Head.tsx';

/** The home page's words, per locale (the page renders every locale from this one module). */
const copy = {
  en: {
    title: 'OpenIM developer documentation',
    description: 'Build chat into your app with OpenIM: a self-hosted Go messaging server, a REST API and webhooks, and client SDKs for mobile, desktop and web.',
    hero: 'Instant messaging you run on your own servers',
    tagline: 'OpenIM is an open-source messaging toolkit: a Go server you deploy yourself, a REST API and webhooks for your backend, and client SDKs for Android, iOS, Flutter, Web, Electron, React Native, uni-app, mini-programs and Unity.',
    start: 'Deploy in 10 minutes',
    intro: 'What is OpenIM?',
    sectionsTitle: 'Find your way',
    sections: [
      { to: '/guides/introduction', title: 'Guides', text: 'Architecture, deployment with Docker Compose, Kubernetes or from source, configuration, scaling and solutions such as offline push and object storage.' },
      { to: '/sdks/introduction', title: 'Client SDKs', text: 'One Go core behind every platform SDK: initialise, log in, listen for events, send and receive messages, manage conversations, friends and groups.' },
      { to: '/restapi/apis/introduction', title: 'Server APIs', text: 'Call the REST API from your backend with an admin token, and react to user actions through before/after webhooks.' },
      { to: '/blog/introduction', title: 'Blog', text: 'Engineering articles on the WASM client SDK, building the demo apps, and the Go server’s architecture and performance work.' },
    ],
    whoTitle: 'Who it is for',
    who: [
      'Product teams adding one-to-one and group chat to an existing app without handing user data to a SaaS provider.',
      'Backend engineers who need a messaging service they can deploy privately, scale horizontally and extend with webhooks.',
      'Client developers who want the same messaging model on every platform through one SDK core.',
    ],
    quickTitle: 'Quick start',
    quickText: 'With Docker and Docker Compose installed, this starts the server and its dependencies (MongoDB, Redis, Kafka, etcd, MinIO) on one machine. The REST API then listens on port 10002 and the message gateway on 10001.',
    next: 'Next: follow the Docker Compose guide, then verify the deployment with the quick test.',
    faq: 'Questions? Read the FAQ',
  },
  'zh-Hans': {
    title: 'OpenIM 开发者文档',
    description: '用 OpenIM 为你的应用加入即时通讯：可私有化部署的 Go 服务端、REST API 与 Webhook，以及覆盖移动端、桌面端和 Web 的客户端 SDK。',
    hero: '部署在自己服务器上的即时通讯',
    tagline: 'OpenIM 是开源的即时通讯工具集：一套可自行部署的 Go 服务端、供业务后台调用的 REST API 与 Webhook，以及 Android、iOS、Flutter、Web、Electron、React Native、uni-app、小程序和 Unity 客户端 SDK。',
    start: '10 分钟完成部署',
    intro: '了解 OpenIM',
    sectionsTitle: '从这里开始',
    sections: [
      { to: '/guides/introduction', title: '指南', text: '架构说明，使用 Docker Compose、Kubernetes 或源码部署，配置、扩容，以及离线推送、对象存储等解决方案。' },
      { to: '/sdks/introduction', title: '客户端 SDK', text: '所有平台 SDK 共用同一个 Go 内核：初始化、登录、监听事件、收发消息，管理会话、好友和群组。' },
      { to: '/restapi/apis/introduction', title: '服务端 API', text: '业务后台使用管理员 token 调用 REST API，并通过前置/后置 Webhook 响应用户行为。' },
      { to: '/blog/introduction', title: '博客', text: '关于 WASM 客户端 SDK、Demo 构建以及 Go 服务端架构与性能优化的技术文章。' },
    ],
    whoTitle: '适用对象',
    who: [
      '希望在现有应用中加入单聊、群聊，又不愿把用户数据交给 SaaS 厂商的产品团队。',
      '需要一套可私有化部署、可水平扩展、能用 Webhook 扩展业务规则的消息服务的后端工程师。',
      '希望各平台共用同一消息模型、只需理解一套 SDK 内核的客户端开发者。',
    ],
    quickTitle: '快速开始',
    quickText: '在已安装 Docker 与 Docker Compose 的机器上执行以下命令，即可启动服务端及其依赖（MongoDB、Redis、Kafka、etcd、MinIO）。启动完成后，REST API 监听 10002 端口，消息网关监听 10001 端口。',
    next: '下一步：按照 Docker Compose 部署指南操作，再用快速验证步骤确认服务可用。',
    faq: '有疑问？查看常见问题',
  },
} as const;

export default function Home() {
  const { site, page } = useTheme();
  const c = copy[page.locale as keyof typeof copy] ?? copy.en;
  const prefix = localePrefix(site.config, page.locale);
  const href = (to: string) => `${prefix}${to}`;
  return (
    <main id="main" className="home" tabIndex={-1} data-main="" data-pagefind-ignore="">
      <Head>
        <title>{`${c.title} | ${site.config.title}`}</title>
        <meta name="description" content={c.description} />
      </Head>
      <section className="hero">
        <h1 className="hero__title">{c.hero}</h1>
        <p className="hero__tagline">{c.tagline}</p>
        <div className="hero__actions">
          <a className="button" href={href('/guides/gettingStarted/dockerCompose')}>{c.start}</a>
          <a className="button button--secondary" href={href('/guides/introduction')}>{c.intro}</a>
        </div>
      </section>
      <section className="home__section" aria-labelledby="home-sections">
        <h2 id="home-sections">{c.sectionsTitle}</h2>
        <ul className="cards">
          {c.sections.map((s) => (
            <li key={s.to}>
              <a className="card" href={href(s.to)}>
                <h3 className="card__title">{s.title}</h3>
                <p className="card__text">{s.text}</p>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="home__section home__grid">
        <div>
          <h2 id="who">{c.whoTitle}</h2>
          <ul className="home__list">{c.who.map((w) => <li key={w}>{w}</li>)}</ul>
          <p><a href={href('/faq')}>{c.faq}</a></p>
        </div>
        <div>
          <h2 id="quick-start">{c.quickTitle}</h2>
          <p>{c.quickText}</p>
          <CodeBlock language="bash" title="Terminal">{`git clone https://github.com/openimsdk/openim-docker && cd openim-docker
docker compose up -d
curl -s -X POST http://127.0.0.1:10002/auth/get_admin_token \\
  -H "operationID: $(date +%s)" \\
  -d '{"secret":"openIM123","userID":"imAdmin"}'`}</CodeBlock>
          <p>{c.next}</p>
        </div>
      </section>
    </main>
  );
}
