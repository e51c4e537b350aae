/** Google reCAPTCHA v2 (checkbox), used when CAPTCHA_PROVIDER=recaptcha. */

type Grecaptcha = {
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => void;
    },
  ) => number;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    northpeakRecaptchaReady?: () => void;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Loads Google's script once; the CSP allows its hosts only in this mode. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.northpeakRecaptchaReady = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const script = document.createElement("script");
    script.src = "https://www.google.com/recaptcha/api.js?render=explicit&onload=northpeakRecaptchaReady";
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error("reCAPTCHA could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
