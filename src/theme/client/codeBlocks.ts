import { onPage } from './lifecycle.ts';
import { copyText } from './copyText.ts';

/** Copy and word-wrap buttons of code blocks. */
onPage(() => {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-code-block] button');
    if (!button) return;
    const block = button.closest<HTMLElement>('[data-code-block]')!;
    const pre = block.querySelector('pre');
    if (!pre) return;
    if (button.hasAttribute('data-copy')) {
      const lines = [...pre.querySelectorAll('.line')];
      const text = lines.length
        ? lines
            .map((l) => l.textContent ?? '')
            .join('\n')
            .replace(/\n\n/g, '\n\n')
        : (pre.textContent ?? '');
      void copyText(text.replace(/\n$/, '')).then(() => {
        button.classList.add('is-copied');
        const label = button.getAttribute('aria-label');
        button.setAttribute('aria-label', button.dataset.copied ?? 'Copied');
        window.setTimeout(() => {
          button.classList.remove('is-copied');
          if (label) button.setAttribute('aria-label', label);
        }, 1500);
      });
    } else if (button.hasAttribute('data-wrap')) {
      const on = !pre.classList.contains('is-wrapped');
      pre.classList.toggle('is-wrapped', on);
      button.setAttribute('aria-pressed', String(on));
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
});
