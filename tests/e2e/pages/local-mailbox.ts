import type { APIRequestContext } from '@playwright/test';

interface Mail {
  to: string;
  links: { label: string; url: string }[];
}

/** The embedded backend's local mailbox (/_dev/correo): the newest link of a label sent to `to`. */
export async function latestMailLink(request: APIRequestContext, to: string, label: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mails = (await (await request.get('/_dev/correo.json')).json()) as Mail[];
    const link = mails.find((mail) => mail.to === to)?.links.find((candidate) => candidate.label === label);
    if (link) return link.url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No llegó un correo con «${label}» para ${to}`);
}
