import { expect, test, signInThroughLoginPage } from './pages/fresh-organizer';
import { HelpPage } from './pages/help-page';
import { LoginPage } from './pages/login-page';

// The spec's six questions (§2 Help centre), in the order the page shows them.
const QUESTIONS = [
  '¿Cómo registro una gradería?',
  '¿Cómo funcionan los pagos?',
  '¿Puedo cambiar los precios?',
  '¿Cómo cancelo una reserva?',
  '¿Qué hago si tengo problemas técnicos?',
  '¿Cómo veo los reportes de ventas?',
  '¿Qué entrada recibe el comprador?',
  '¿Cómo controlo el ingreso en la puerta?',
  '¿Cómo vendo rápido en taquilla a quien llega sin reserva?',
  '¿Cómo abro y cierro un turno de caja, y qué son los recibos?',
  '¿Cómo evito que dos taquillas sin conexión vendan la misma silla?',
];

test('the FAQ accordion opens one answer at a time and closes it again', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const help = new HelpPage(page);
  await help.goto();
  const contact = page.getByRole('region', { name: 'Contacto' });
  await expect(contact).toContainText('+57 300 123 4567');
  await expect(contact).toContainText('soporte@taquilla.co');
  await expect(contact).toContainText('Atención 24/7 durante el festival');

  await expect(help.questions).toHaveText(QUESTIONS);
  for (const question of QUESTIONS) await expect(help.question(question)).toHaveAttribute('aria-expanded', 'false');

  const [venueQuestion, paymentsQuestion] = QUESTIONS;
  await help.question(venueQuestion).click();
  await expect(help.question(venueQuestion)).toHaveAttribute('aria-expanded', 'true');
  await expect(help.answer(venueQuestion)).toBeVisible();
  await expect(help.answer(venueQuestion)).toContainText('Crear Gradería');
  await expect(help.answer(venueQuestion).getByRole('link', { name: 'Crear una gradería' })).toHaveAttribute('href', '/venues/crear');

  // Single open: the second question closes the first.
  await help.question(paymentsQuestion).click();
  await expect(help.question(paymentsQuestion)).toHaveAttribute('aria-expanded', 'true');
  await expect(help.answer(paymentsQuestion)).toContainText('Procesar Pago');
  await expect(help.question(venueQuestion)).toHaveAttribute('aria-expanded', 'false');
  await expect(help.answer(venueQuestion)).toBeHidden();
  await expect(help.questions.and(page.locator('[aria-expanded="true"]'))).toHaveCount(1);

  // Collapsible: clicking the open question closes it, leaving none open.
  await help.question(paymentsQuestion).click();
  await expect(help.question(paymentsQuestion)).toHaveAttribute('aria-expanded', 'false');
  await expect(help.answer(paymentsQuestion)).toBeHidden();
  await expect(help.questions.and(page.locator('[aria-expanded="true"]'))).toHaveCount(0);
});

test('the FAQ search filters the questions as the organizer types', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const help = new HelpPage(page);
  await help.goto();

  await help.faqSearch.fill('precio');
  await expect(help.questions).toHaveText(['¿Cómo registro una gradería?', '¿Puedo cambiar los precios?']);
  await expect(help.faqResultCount).toHaveText('2 preguntas encontradas');

  // Without accents and in any case, as people type on a phone.
  await help.faqSearch.fill('CANCELACION');
  await expect(help.questions).toHaveText(['¿Cómo cancelo una reserva?']);
  await expect(help.faqResultCount).toHaveText('1 pregunta encontrada');
  await help.question('¿Cómo cancelo una reserva?').click();
  await expect(help.answer('¿Cómo cancelo una reserva?')).toContainText('Sí, cancelar reserva');

  await help.faqSearch.fill('xyzzy qwerty');
  await expect(help.questions).toHaveCount(0);
  await expect(help.faq.getByText('No encontramos preguntas para «xyzzy qwerty».')).toBeVisible();
  await expect(help.faqResultCount).toHaveText('0 preguntas encontradas');

  await help.faq.getByRole('button', { name: 'Limpiar búsqueda' }).click();
  await expect(help.faqSearch).toHaveValue('');
  await expect(help.questions).toHaveText(QUESTIONS);
});

// The contact form writes into the organization's support inbox: a fresh organizer keeps
// the demo organization's data as the other specs expect it.
test('the contact form explains each mistake, then sends the message to support', async ({ page, freshOrganizer }) => {
  await signInThroughLoginPage(page, freshOrganizer);
  const help = new HelpPage(page);
  await help.goto();

  // Name and email start from the profile: support answers by email.
  await expect(help.contactField('Nombre')).toHaveValue(freshOrganizer.fullName);
  await expect(help.contactField('Correo electrónico')).toHaveValue(freshOrganizer.email);
  await expect(help.contactField('Asunto').locator('option')).toHaveText([
    'Selecciona un asunto',
    'Soporte técnico',
    'Facturación',
    'Reservas',
    'Graderías',
    'Consulta general',
    'Nueva funcionalidad',
  ]);

  await help.contactField('Nombre').fill('   ');
  await help.contactField('Correo electrónico').fill('camila@');
  await help.sendButton.click();
  await expect(help.contactForm.getByText('El nombre es requerido')).toBeVisible();
  await expect(help.contactForm.getByText('Correo electrónico inválido')).toBeVisible();
  await expect(help.contactField('Asunto')).toHaveAccessibleDescription('Selecciona un asunto');
  await expect(help.contactForm.getByText('El mensaje es requerido')).toBeVisible();

  await help.contactField('Mensaje').fill('Hola');
  await expect(help.contactForm.getByText('El mensaje debe tener al menos 10 caracteres')).toBeVisible();
  await help.contactField('Correo electrónico').fill('');
  await expect(help.contactForm.getByText('El correo es requerido')).toBeVisible();

  const message = 'La tableta de la Gradería Norte no imprime el recibo después de cobrar en efectivo.';
  await help.contactField('Nombre').fill('Camila Trujillo');
  await help.contactField('Correo electrónico').fill('camila.trujillo@correo.co');
  await help.contactField('Asunto').selectOption({ label: 'Soporte técnico' });
  await help.contactField('Mensaje').fill(message);
  for (const error of ['El nombre es requerido', 'El correo es requerido', 'El mensaje debe tener al menos 10 caracteres']) {
    await expect(help.contactForm.getByText(error)).toBeHidden();
  }

  const stored = page.waitForResponse((response) => response.url().endsWith('/rest/v1/rpc/submit_support_message'));
  await help.sendButton.click();
  const response = await stored;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    user_id: freshOrganizer.id,
    name: 'Camila Trujillo',
    email: 'camila.trujillo@correo.co',
    subject: 'technical',
    message,
  });

  await expect(help.toast('Mensaje enviado')).toContainText('Te responderemos a camila.trujillo@correo.co.');
  await expect(help.contactForm.getByRole('status')).toContainText('¡Mensaje enviado!');
  await expect(help.contactForm.getByRole('status')).toContainText('te responderemos a camila.trujillo@correo.co');
  // Ready for the next message: subject and text cleared, no errors shown.
  await expect(help.contactField('Asunto')).toHaveValue('');
  await expect(help.contactField('Mensaje')).toHaveValue('');
  await expect(help.contactField('Asunto')).not.toHaveAttribute('aria-invalid', 'true');
});

test('the resources open the quick-start guide, the video page and the API reference', async ({ page }) => {
  await new LoginPage(page).signInAsDemo();
  const help = new HelpPage(page);
  await help.goto();

  await help.resources.getByRole('link', { name: /Guía de inicio rápido/ }).click();
  await expect(page).toHaveURL(/\/help\/guia-rapida$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guía de inicio rápido' })).toBeVisible();
  const steps = [
    'Crea tu gradería',
    'Crea el evento',
    'Comparte la página pública',
    'Prepara la taquilla para trabajar sin señal',
    'Vende en la taquilla',
    'Cobra los pagos pendientes',
    'Resuelve un conflicto',
  ];
  await expect(page.getByRole('article')).toHaveCount(steps.length);
  for (const [index, title] of steps.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: `Paso ${index + 1}: ${title}`, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Pasos de la guía' }).getByRole('link')).toHaveCount(steps.length);
  const firstStep = page.getByRole('article', { name: /Crea tu gradería/ });
  await expect(firstStep).toContainText('Nueva Gradería');
  await expect(firstStep).toContainText('Crear Gradería');
  await expect(firstStep.getByRole('link', { name: 'Crear una gradería' })).toHaveAttribute('href', '/venues/crear');

  await page.getByRole('link', { name: '← Centro de Ayuda' }).click();
  await expect(help.heading).toBeVisible();

  await help.resources.getByRole('link', { name: /Video tutoriales/ }).click();
  await expect(page).toHaveURL(/\/help\/recursos\/videos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Video tutoriales' })).toBeVisible();
  await expect(page.getByText('Aún no hay videos tutoriales de Taquilla.')).toBeVisible();
  await page.getByRole('link', { name: '← Centro de Ayuda' }).click();

  await help.resources.getByRole('link', { name: /Documentación API/ }).click();
  await expect(page).toHaveURL(/\/help\/recursos\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentación API' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'get_event_seat_statuses', exact: true })).toBeVisible();
});
