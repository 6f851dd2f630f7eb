export default function Home() {
  return <main id="main"><h1>OpenIM</h1></main>;
}
