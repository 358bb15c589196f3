import type { Lang } from '@toll/domain/languages';
import { translator, type Translate } from '../../../../platform/i18n';

/** The sandbox's pages are plain server-rendered HTML: no framework, no inline script. */
export const SANDBOX_BASE = '/sandbox/borica';
export const AUTO_SUBMIT_SCRIPT_PATH = `${SANDBOX_BASE}/auto-submit.js`;

/** Submits the page's result form, the one marked data-auto-submit (the button stays for no-JS). */
export const AUTO_SUBMIT_SCRIPT =
  "document.addEventListener('DOMContentLoaded',function(){var f=document.querySelector('form[data-auto-submit]');if(f){f.submit();}});\n";

export const gatewayText = (lang: Lang): Translate => translator(lang, 'gateway');

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f4f6}
.banner{background:#b00020;color:#fff;padding:16px;text-align:center}
.banner strong{display:block;font-size:1.75rem;letter-spacing:.04em}
main{max-width:34rem;margin:24px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin-top:0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 24px}
dt{font-weight:600}dd{margin:0}
fieldset{border:1px solid #9aa1a9;border-radius:6px;margin:0 0 16px;padding:12px}
legend{font-weight:600;padding:0 4px}
.choice{display:flex;gap:8px;align-items:flex-start;margin:4px 0}
.field{margin:0 0 16px}
.field label{display:block;font-weight:600;margin-bottom:4px}
input[type=text]{width:100%;padding:8px;font:inherit;border:1px solid #6b7280;border-radius:4px}
input[aria-invalid=true]{border:2px solid #b00020}
.error{color:#b00020;margin:4px 0 0}
.alert{border:2px solid #b00020;border-radius:6px;padding:8px 12px;color:#b00020}
.hint{color:#4b5563}
.buttons{display:flex;gap:12px;flex-wrap:wrap}
button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

/** A whole page: the test banner first, then the page's content; `script` adds the auto-submit. */
export function page(lang: Lang, title: string, body: string, script = false): string {
  const t = gatewayText(lang);
  const scriptTag = script ? `<script src="${AUTO_SUBMIT_SCRIPT_PATH}" defer></script>` : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(t('banner'))}</title>
<style>${STYLE}</style>
${scriptTag}
</head>
<body>
<div class="banner" role="note"><strong>${escapeHtml(t('banner'))}</strong>${escapeHtml(t('bannerDetail'))}</div>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}
