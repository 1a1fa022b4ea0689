// Where the app under test, its API and its inbox listen (see playwright.config.ts).
export const apiUrl = `http://127.0.0.1:${process.env.MAGANI_API_PORT ?? '54321'}`;
export const inboxUrl = `http://127.0.0.1:${process.env.MAGANI_INBOX_PORT ?? '54324'}`;

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;
