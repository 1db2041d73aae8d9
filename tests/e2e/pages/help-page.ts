import { expect, type Locator, type Page } from '@playwright/test';

/** 'Centro de Ayuda' (/help): contact cards, the FAQ with its search, the contact form and resources. */
export class HelpPage {
  readonly heading: Locator;
  readonly faq: Locator;
  readonly faqSearch: Locator;
  readonly faqResultCount: Locator;
  /** One button per question shown; each says with aria-expanded whether its answer is open. */
  readonly questions: Locator;
  readonly contactForm: Locator;
  readonly resources: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' });
    this.faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
    this.faqSearch = this.faq.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' });
    this.faqResultCount = this.faq.getByRole('status');
    this.questions = this.faq.locator('button[aria-expanded]');
    this.contactForm = page.getByRole('form', { name: 'Formulario de contacto' });
    this.resources = page.getByRole('region', { name: 'Recursos' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/help');
    await expect(this.heading).toBeVisible();
  }

  question(text: string): Locator {
    return this.faq.getByRole('button', { name: text, exact: true });
  }

  /** The answer panel of a question (hidden while the question is closed). */
  answer(question: string): Locator {
    return this.faq.getByRole('region', { name: question, exact: true, includeHidden: true });
  }

  contactField(label: 'Nombre' | 'Correo electrónico' | 'Asunto' | 'Mensaje'): Locator {
    return this.contactForm.getByLabel(label, { exact: true });
  }

  get sendButton(): Locator {
    return this.contactForm.getByRole('button', { name: /^(Enviar mensaje|Enviando…)$/ });
  }

  /** A toast (the form's own '¡Mensaje enviado!' notice is a status too, without a variant). */
  toast(text: string): Locator {
    return this.page.getByRole('status').and(this.page.locator('[data-variant]')).filter({ hasText: text });
  }
}
