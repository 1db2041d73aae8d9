// Answers from the help centre's own content: the FAQ and the quick-start guide are plain
// data modules, so the assistant quotes exactly what the help page shows and never drifts
// from it. A question picks the best entry by keyword rules (the usual ways of asking)
// plus the words it shares with each entry.
import { FAQ_ENTRIES, type HelpLink } from '../../../src/domain/help-content.ts';
import { HELP_PATH, QUICK_START_GUIDE_PATH } from '../../../src/domain/help-paths.ts';
import { QUICK_START_STEPS } from '../../../src/features/help/quick-start-guide.ts';
import { mentions, plainText, significantWords, stemOf } from './text-matching.ts';

interface HelpDocument {
  id: string;
  title: string;
  body: string;
  /** The answer as the chat shows it. */
  answer: string;
}

const linkText = (link: HelpLink) => `${link.label} (${link.to})`;

const faqDocuments: HelpDocument[] = FAQ_ENTRIES.map((entry) => ({
  id: entry.id,
  title: entry.question,
  body: entry.answer.join(' '),
  answer: [...entry.answer, `Más información: ${[...entry.links.map(linkText), `Centro de Ayuda (${HELP_PATH})`].join(' · ')}`].join('\n\n'),
}));

const guideDocuments: HelpDocument[] = QUICK_START_STEPS.map((step) => ({
  id: step.id,
  title: step.title,
  body: [step.outcome, ...step.instructions, step.tip ?? ''].join(' '),
  answer: [
    `${step.title}: ${step.outcome}`,
    step.instructions.map((line, index) => `${index + 1}. ${line}`).join('\n'),
    ...(step.tip ? [`Consejo: ${step.tip}`] : []),
    `Más información: ${[...(step.link ? [linkText(step.link)] : []), `Guía de inicio rápido (${QUICK_START_GUIDE_PATH})`].join(' · ')}`,
  ].join('\n\n'),
}));

const DOCUMENTS = [...faqDocuments, ...guideDocuments];

/** Every test of a rule must pass; a rule names its entry by the id the help content gives it. */
interface KeywordRule {
  entryId: string;
  tests: ((text: string) => boolean)[];
}

const CREATE = mentions('crea', 'registr', 'nuev', 'agreg', 'anad', 'arma', 'configur', 'monta');
const RULES: KeywordRule[] = [
  { entryId: 'resolver-conflicto', tests: [mentions('conflict', 'rechaz', 'vendida dos', 'vendio dos', 'doble venta', 'devolver el dinero', 'dinero por devolver')] },
  { entryId: 'cancelar-reserva', tests: [mentions('cancel', 'anul')] },
  { entryId: 'crear-evento', tests: [CREATE, mentions('evento', 'festival', 'concierto')] },
  { entryId: 'registrar-graderia', tests: [CREATE, mentions('grader', 'palco', 'zona', 'venue', 'localidad', 'tribuna')] },
  { entryId: 'cambiar-precios', tests: [mentions('precio', 'tarifa', 'valor'), mentions('cambi', 'modific', 'ajust', 'actualiz', 'subir', 'bajar', 'edit')] },
  { entryId: 'cobrar-pagos', tests: [mentions('cobr', 'proces', 'registr', 'recib', 'confirm'), mentions('pago', 'efectivo', 'dinero', 'reserva')] },
  { entryId: 'como-funcionan-pagos', tests: [mentions('pago', 'pagar', 'pagan', 'cobr', 'efectivo', 'tarjeta', 'mercadopago', 'transferencia')] },
  { entryId: 'vender-taquilla', tests: [mentions('vend', 'venta manual', 'nueva reserva', 'reserva manual', 'taquilla', '(hago|hacer|creo|crear|registro|registrar) una reserva')] },
  { entryId: 'compartir-pagina', tests: [mentions('compart', 'enlace', 'link', 'qr', 'pagina publica', 'difund', 'public')] },
  { entryId: 'preparar-taquilla', tests: [mentions('instal', 'tablet', 'dispositivo', 'preparar', 'prepar')] },
  { entryId: 'problemas-tecnicos', tests: [mentions('sin conexion', 'sin internet', 'sin senal', 'offline', 'sincroniz', 'problema', 'error', 'falla', 'no funciona', 'no carga')] },
  { entryId: 'reportes-ventas', tests: [mentions('reporte', 'informe', 'estadistic', 'export', 'excel', 'csv', 'metrica')] },
];

// A rule outweighs any amount of shared words; shared words order the rules that match.
const RULE_POINTS = 100;
const TITLE_POINTS = 2;
const BODY_POINTS = 1;
/** Below this, sharing a word or two with an entry is chance, not an answer. */
const MINIMUM_SCORE = 3;

/** Stems of a text's meaningful words: computed once per document, at load. */
const stemsOf = (text: string) => new Set(significantWords(plainText(text)).map(stemOf));
const DOCUMENT_STEMS = new Map(DOCUMENTS.map((document) => [document.id, { title: stemsOf(document.title), body: stemsOf(document.body) }]));

function overlapScore(questionStems: string[], document: HelpDocument): number {
  const { title, body } = DOCUMENT_STEMS.get(document.id)!;
  return questionStems.reduce((score, stem) => score + (title.has(stem) ? TITLE_POINTS : 0) + (body.has(stem) ? BODY_POINTS : 0), 0);
}

/** The help entry that answers a question (plain text), or null when none clearly does. */
export function bestHelpAnswer(text: string): string | null {
  const questionStems = significantWords(text).map(stemOf);
  const ranked = DOCUMENTS.map((document, order) => {
    const rulePoints = RULES.some((rule) => rule.entryId === document.id && rule.tests.every((test) => test(text))) ? RULE_POINTS : 0;
    // Earlier rules win ties: they are the more specific ways of asking.
    const ruleOrder = RULES.findIndex((rule) => rule.entryId === document.id);
    return { document, score: rulePoints + overlapScore(questionStems, document), tiebreak: rulePoints ? ruleOrder : RULES.length + order };
  }).sort((a, b) => b.score - a.score || a.tiebreak - b.tiebreak);
  const best = ranked[0];
  return best && best.score >= MINIMUM_SCORE ? best.document.answer : null;
}
