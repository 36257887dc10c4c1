const KEY = 'deviceId';

/** This browser's device id (a UUID kept in localStorage), sent as loginDeviceId. */
export function deviceId(): string {
  let id = localStorage.getItem(KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(KEY, id);
  }
  return id;
}
