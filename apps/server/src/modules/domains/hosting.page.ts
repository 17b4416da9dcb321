import { createHash } from 'node:crypto';
import {
  COUNTRIES,
  DOMAIN_TEXTS,
  isMessageKey,
  MSG,
  languageFromAcceptLanguage,
  localMessageText,
  type HostingLocale,
} from '@leadhouse/domain';

/*
 * The hosted landing page (issue 12 §5): plain server-rendered HTML with one lead form that works without
 * JavaScript (a form POST to `/`). No script at all; the one inline style block is allowed by its hash in
 * the page's own Content-Security-Policy (`default-src 'none'`).
 */

/**
 * The page's own texts in the six languages (the hosting's `locale`). The field labels and the validation
 * messages are the domain's (DOMAIN_TEXTS: lead columns, `validation.*`), stated once for every surface.
 */
const TEXTS = {
  en: {
    phoneNumber: 'Phone number (10 digits)',
    chooseCountry: 'Choose…',
    submit: 'Send',
    fix: 'Please correct the fields marked below.',
    thanksTitle: 'Thank you!',
    closed: 'This offer is closed for now. Please come back later.',
    paused: 'This offer is not accepting sign-ups right now. Please come back later.',
    thanks: 'We have received your details and will contact you soon.',
    notFound: 'This page does not exist.',
  },
  ar: {
    phoneNumber: 'رقم الهاتف (10 أرقام)',
    chooseCountry: 'اختر…',
    submit: 'إرسال',
    fix: 'يرجى تصحيح الحقول المشار إليها أدناه.',
    thanksTitle: 'شكرًا لك!',
    closed: 'هذا العرض مغلق حاليًا. يرجى العودة لاحقًا.',
    paused: 'هذا العرض لا يستقبل تسجيلات جديدة حاليًا. يرجى العودة لاحقًا.',
    thanks: 'لقد تلقينا بياناتك وسنتواصل معك قريبًا.',
    notFound: 'هذه الصفحة غير موجودة.',
  },
  zh: {
    phoneNumber: '电话号码（10 位数字）',
    chooseCountry: '请选择…',
    submit: '提交',
    fix: '请更正下面标出的字段。',
    thanksTitle: '谢谢！',
    closed: '此优惠暂时关闭，请稍后再来。',
    paused: '此优惠目前暂停接受报名，请稍后再来。',
    thanks: '我们已收到您的信息，会尽快与您联系。',
    notFound: '此页面不存在。',
  },
  it: {
    phoneNumber: 'Numero di telefono (10 cifre)',
    chooseCountry: 'Scegli…',
    submit: 'Invia',
    fix: 'Correggi i campi indicati qui sotto.',
    thanksTitle: 'Grazie!',
    closed: 'Questa offerta è chiusa per ora. Torna più tardi.',
    paused: 'Questa offerta al momento non accetta iscrizioni. Torna più tardi.',
    thanks: 'Abbiamo ricevuto i tuoi dati e ti contatteremo presto.',
    notFound: 'Questa pagina non esiste.',
  },
  es: {
    phoneNumber: 'Teléfono (10 dígitos)',
    chooseCountry: 'Elige…',
    submit: 'Enviar',
    fix: 'Corrige los campos marcados abajo.',
    thanksTitle: '¡Gracias!',
    closed: 'Esta oferta está cerrada por ahora. Vuelve más tarde.',
    paused: 'Esta oferta no acepta inscripciones por ahora. Vuelve más tarde.',
    thanks: 'Hemos recibido tus datos y te contactaremos pronto.',
    notFound: 'Esta página no existe.',
  },
  fr: {
    phoneNumber: 'Téléphone (10 chiffres)',
    chooseCountry: 'Choisissez…',
    submit: 'Envoyer',
    fix: 'Corrigez les champs signalés ci-dessous.',
    thanksTitle: 'Merci !',
    closed: 'Cette offre est fermée pour le moment. Revenez plus tard.',
    paused: 'Cette offre n’accepte pas d’inscriptions pour le moment. Revenez plus tard.',
    thanks: 'Nous avons bien reçu vos coordonnées et vous contacterons bientôt.',
    notFound: 'Cette page n’existe pas.',
  },
} as const satisfies Record<HostingLocale, unknown>;

/** The form's fields, in order. */
export const FORM_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email', 'country'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f5f7fb;color:#1a2027}' +
  'main{max-width:32rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:12px;' +
  'box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{margin-top:0}label{display:block;margin-top:1rem;' +
  'font-weight:600}input,select{width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;' +
  'border:1px solid #c4cdd5;border-radius:6px;font:inherit}.err{color:#b42318;font-size:.9rem}' +
  '.alert{background:#fef3f2;color:#b42318;padding:.75rem;border-radius:6px}' +
  'button{margin-top:1.5rem;width:100%;padding:.8rem;border:0;border-radius:6px;background:#1e5eff;' +
  'color:#fff;font:inherit;font-weight:600;cursor:pointer}';

/** The page's Content-Security-Policy: nothing but its own style block, forms posting to itself. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** HTML-escapes text for element content and double-quoted attributes. */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What the page shows: the hosting's texts. */
export interface PageSite {
  title: string;
  headline: string | null;
  description: string | null;
  locale: HostingLocale;
}

function layout(site: PageSite, body: string): string {
  const dir = site.locale === 'ar' ? 'rtl' : 'ltr';
  return (
    `<!doctype html><html lang="${site.locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${esc(site.title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

/** The error text of a field in the page's language: the domain message of `key` (spec §5), or a generic one. */
export function fieldErrorText(locale: HostingLocale, _field: FormField, key: string): string {
  return localMessageText(locale, isMessageKey(key) ? key : MSG.problems.invalidValue);
}

/** A field's label: the domain's lead column label, but the phone's says how to write it. */
function label(locale: HostingLocale, field: FormField): string {
  return field === 'phoneNumber' ? TEXTS[locale].phoneNumber : DOMAIN_TEXTS[locale].columns[field];
}

/**
 * The landing page with its form: `values` refill the fields after a refused post, `errors` (texts by
 * field) show beside them; `visitorId` travels in a hidden field so the lead carries this visit's
 * click ids (first touch).
 */
export function renderLanding(
  site: PageSite,
  state: {
    visitorId: string | null;
    values: Partial<Record<FormField, string>>;
    errors: Partial<Record<FormField, string>>;
  },
): string {
  const t = TEXTS[site.locale];
  const field = (name: FormField, type: string, autocomplete: string) => {
    const error = state.errors[name];
    return (
      `<label for="${name}">${esc(label(site.locale, name))}</label>` +
      `<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required` +
      ` value="${esc(state.values[name] ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>` +
      (error ? `<div class="err" id="${name}-error">${esc(error)}</div>` : '')
    );
  };
  const chosen = state.values.country ?? '';
  const countryError = state.errors.country;
  const options = COUNTRIES.map(
    (c) => `<option value="${c.code}"${c.code === chosen ? ' selected' : ''}>${esc(c.name)}</option>`,
  ).join('');
  const hasErrors = Object.keys(state.errors).length > 0;
  return layout(
    site,
    `<h1>${esc(site.headline || site.title)}</h1>` +
      (site.description ? `<p>${esc(site.description)}</p>` : '') +
      (hasErrors ? `<p class="alert" role="alert">${esc(t.fix)}</p>` : '') +
      `<form method="post" action="/" novalidate>` +
      (state.visitorId ? `<input type="hidden" name="visitorId" value="${esc(state.visitorId)}">` : '') +
      field('firstName', 'text', 'given-name') +
      field('lastName', 'text', 'family-name') +
      field('phoneNumber', 'tel', 'tel-national') +
      field('email', 'email', 'email') +
      `<label for="country">${esc(label(site.locale, 'country'))}</label>` +
      `<select id="country" name="country" required${countryError ? ' aria-invalid="true" aria-describedby="country-error"' : ''}>` +
      `<option value="">${esc(t.chooseCountry)}</option>${options}</select>` +
      (countryError ? `<div class="err" id="country-error">${esc(countryError)}</div>` : '') +
      `<button type="submit">${esc(t.submit)}</button></form>`,
  );
}

/** The page shown instead of taking a sign-up while the campaign's account takes no leads. */
export function renderClosed(site: PageSite): string {
  return layout(site, `<h1>${esc(site.title)}</h1><p>${esc(TEXTS[site.locale].closed)}</p>`);
}

/**
 * The page of a paused campaign (issue 19): "not accepting sign-ups right now", in the visitor's language
 * (`visitorLocale` of its Accept-Language) when it is one of the six, else the page's own.
 */
export function renderPaused(site: PageSite, acceptLanguage?: string): string {
  const shown = { ...site, locale: visitorLocale(acceptLanguage, site.locale) };
  return layout(shown, `<h1>${esc(site.title)}</h1><p>${esc(TEXTS[shown.locale].paused)}</p>`);
}

/**
 * The first language of an `Accept-Language` header (by its q weights) that is one of the page's six, else
 * `fallback`. `ar-QA` counts as `ar`.
 */
export function visitorLocale(header: string | undefined, fallback: HostingLocale): HostingLocale {
  return languageFromAcceptLanguage(header) ?? fallback;
}

/** The thank-you page shown after a post. */
export function renderThanks(site: PageSite): string {
  const t = TEXTS[site.locale];
  return layout(site, `<h1>${esc(t.thanksTitle)}</h1><p>${esc(t.thanks)}</p>`);
}

/** The answer to any other path of a hosted domain. */
export function renderNotFound(site: PageSite): string {
  return layout(site, `<h1>${esc(site.title)}</h1><p>${esc(TEXTS[site.locale].notFound)}</p>`);
}
