/**
 * Google reCAPTCHA v3 (guest spec §7.1: "a bot-check script is loaded when a site key is configured, and an
 * action token is requested on submit"): the script is added once, at the details step; a token is asked for
 * on each submit (tokens live two minutes).
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const api = await loadRecaptcha(siteKey);
  return api.execute(siteKey, { action });
}
