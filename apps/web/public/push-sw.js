/*
 * Web Push in the app's service worker (imported by the generated sw.js, vite.config.ts `importScripts`):
 * a push shows its notification even when the app is closed, and a tap opens the app at the page it is about.
 * The server's payload (contract push/payload.ts): { id, key, title, body, url, tag }.
 */

/** The notification a push's data asks for; a push without readable data still says something. */
function pushNotificationOf(data) {
  let payload = null;
  try {
    payload = data ? data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload.title !== 'string')
    return { title: 'Meridian', options: { data: { url: '' } } };
  return {
    title: payload.title,
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: 'icons/icon-192.png',
      badge: 'icons/icon-192.png',
      data: { url: typeof payload.url === 'string' ? payload.url : '' },
    },
  };
}

/** The page a tap opens: the payload's path on this origin, or the app's start when it names none. */
function openUrlOf(data, scope) {
  const url = data && typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '';
  return new URL(url || scope, scope).href;
}

self.addEventListener('push', (event) => {
  const { title, options } = pushNotificationOf(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = openUrlOf(event.notification.data, self.registration.scope);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const app = windows.find((w) => w.url.startsWith(self.registration.scope));
      if (!app) return self.clients.openWindow(target);
      // the app is open: bring it forward at the page (a hash route, so no reload); a window this worker does
      // not control refuses `navigate`, and a new one is opened instead
      return app
        .focus()
        .then((focused) => focused.navigate(target))
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
