import type { BotChallenge } from './botChallenge';

/**
 * Cloudflare Turnstile in the browser, invisible: its script is added on the first token
 * asked for, and each token comes from a widget rendered with `execution: 'execute'` and
 * `appearance: 'interaction-only'`, so the shopper sees nothing unless Turnstile needs them
 * to tick a box (it then shows its own accessible check in the page's corner).
 */

export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type TurnstileApi = {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      action: string;
      execution: 'execute';
      appearance: 'interaction-only';
      callback(token: string): void;
      'error-callback'(): void;
    },
  ): string;
  execute(widgetId: string): void;
  remove(widgetId: string): void;
};

type TurnstileWindow = Window & { turnstile?: TurnstileApi };

function loadScript(document: Document): Promise<TurnstileApi> {
  const view = document.defaultView as TurnstileWindow;
  if (view.turnstile) return Promise.resolve(view.turnstile);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (view.turnstile ? resolve(view.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => reject(new Error('Turnstile could not be loaded'));
    document.head.append(script);
  });
}

export function createTurnstileChallenge({ siteKey, document = globalThis.document }: { siteKey: string; document?: Document }): BotChallenge {
  let api: Promise<TurnstileApi> | undefined;
  return {
    async getToken(action) {
      api ??= loadScript(document).catch((error: unknown) => {
        api = undefined;
        throw error;
      });
      const turnstile = await api;
      const container = document.createElement('div');
      document.body.append(container);
      let widget: string | undefined;
      try {
        return await new Promise<string>((resolve, reject) => {
          widget = turnstile.render(container, {
            sitekey: siteKey,
            action,
            execution: 'execute',
            appearance: 'interaction-only',
            callback: resolve,
            'error-callback': () => reject(new Error('Turnstile refused')),
          });
          turnstile.execute(widget);
        });
      } finally {
        // A token is used once: the widget goes with it.
        if (widget !== undefined) turnstile.remove(widget);
        container.remove();
      }
    },
  };
}
