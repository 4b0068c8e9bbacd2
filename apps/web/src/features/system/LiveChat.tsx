import { useEffect } from 'react';
import { useCookieConsent } from '../../lib/cookie-consent';
import { useMeClient, usePublicConfig } from '../../lib/session';

/** The widget's states (spec §1), as the vendor's `visibility_changed` event names them. */
export type ChatState = 'hidden' | 'maximized' | 'minimized';
export const CHAT_STATE_KEY = 'klub.chatState';

/** The vendor's API (LiveChat): commands, and events such as `visibility_changed`. */
interface ChatWidget {
  call(command: string, ...args: unknown[]): void;
  on(event: string, handler: (data: { visibility?: ChatState }) => void): void;
}
declare global {
  interface Window {
    __lc?: { license?: number | string; asyncInit?: boolean };
    LiveChatWidget?: ChatWidget;
  }
}

const savedState = (): ChatState | null => {
  const v = window.sessionStorage.getItem(CHAT_STATE_KEY);
  return v === 'hidden' || v === 'maximized' || v === 'minimized' ? v : null;
};

/** Loads the vendor's script once per page load; resolves with its widget. */
let loading: Promise<ChatWidget> | null = null;
function loadWidget(licence: string, scriptUrl: string): Promise<ChatWidget> {
  loading ??= new Promise((resolve, reject) => {
    window.__lc = { ...window.__lc, license: Number(licence) };
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.LiveChatWidget ? resolve(window.LiveChatWidget) : reject(new Error('no LiveChatWidget')));
    script.onerror = () => reject(new Error('live chat script failed'));
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The live-chat widget of the customer area (spec §1): only when a licence is set in the settings
 * and only after cookie consent. The signed-in member's name and e-mail are set on it; its state
 * (hidden, maximized, minimized) is kept for the browser tab and given back after a reload. The
 * page's CSP allows the vendor's origins on customer pages only (server: LIVECHAT_ORIGINS).
 */
export function LiveChat() {
  const consent = useCookieConsent();
  const chat = usePublicConfig().data?.chat ?? null;
  const me = useMeClient().data;
  const enabled = consent && chat !== null;

  useEffect(() => {
    if (!enabled || !chat) return;
    let cancelled = false;
    loadWidget(chat.licence, chat.scriptUrl)
      .then((widget) => {
        if (cancelled) return;
        const state = savedState();
        if (state) widget.call(state === 'hidden' ? 'hide' : state === 'maximized' ? 'maximize' : 'minimize');
        widget.on('visibility_changed', ({ visibility }) => {
          if (visibility) window.sessionStorage.setItem(CHAT_STATE_KEY, visibility);
        });
      })
      .catch(() => undefined); // no chat is better than a broken page (a blocker, the vendor down)
    return () => {
      cancelled = true;
    };
  }, [enabled, chat]);

  useEffect(() => {
    if (!enabled || !chat || !me) return;
    void loadWidget(chat.licence, chat.scriptUrl)
      .then((widget) => {
        widget.call('set_customer_name', me.fullName);
        widget.call('set_customer_email', me.email);
      })
      .catch(() => undefined);
  }, [enabled, chat, me]);

  return null;
}
