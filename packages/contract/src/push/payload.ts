/** Where the H5 app is served: a notification's link is one of its hash routes. */
export const PUSH_APP_BASE = '/h5/';
/** The screen a push without a link of its own opens: the notifications list. */
export const PUSH_DEFAULT_LINK = '/pages/common/notice';

/**
 * What the service worker receives in a push (JSON, encrypted to the device): the notification rendered in the
 * device's language, the page a tap opens and a tag naming the notification, so a repeated push replaces the
 * one shown instead of adding a second.
 */
export interface PushPayload {
  /** The notification's id. */
  id: number;
  key: string;
  title: string;
  body: string;
  /** Path of the app page to open (`/h5/#/pages/…`), resolved against the service worker's origin. */
  url: string;
  tag: string;
}

/** The push of one notification (its texts already rendered). */
export function pushPayloadOf(n: {
  id: number;
  key: string;
  link: string;
  title: string;
  content: string;
}): PushPayload {
  return {
    id: n.id,
    key: n.key,
    title: n.title,
    body: n.content,
    url: `${PUSH_APP_BASE}#${n.link || PUSH_DEFAULT_LINK}`,
    tag: `notification-${n.id}`,
  };
}
