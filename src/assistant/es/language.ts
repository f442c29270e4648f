// The assistant's Spanish: how questions asked in Spanish are read (src/assistant/words.ts and
// retrieval.ts apply these rules). Words arrive lowercased and without accents ("cotización" →
// "cotizacion"), so every word and pattern here is written that way.
import { stemmer } from '@orama/stemmers/spanish'

export { EVERYDAY_WORDS } from './everyday-words.ts'
export { PLAN_WORDS } from './plan-words.ts'

/**
 * A word's stem: "precios" → "preci" (Snowball), and a borrowed word's plural, a consonant and an
 * "s", as its singular: "chatbots" → "chatbot", "apps" → "app" (Snowball keeps them apart).
 */
export const stem = (word: string) => stemmer(/[^aeiousy]s$/.test(word) ? word.slice(0, -1) : word)

/** The page's abbreviations and what they stand for: a question may spell them out. */
export const ABBREVIATIONS: Record<string, string> = {
  ia: 'inteligencia artificial',
  seo: 'posicionamiento en buscadores',
  ssl: 'certificado ssl',
  crm: 'gestion de clientes',
}

/** Words for a plan or its price: "the launch plan" names the plan Launch (src/assistant/plan-names.ts). */
export const PLAN_NOUNS: ReadonlySet<string> = new Set(
  'plan planes paquete paquetes opcion precio precios costo costos'.split(' '),
)

/** Words after which a plan's name is the page's word: the plans' names are English, no Spanish words. */
export const BEFORE_THE_WORD: ReadonlySet<string> = new Set()

/** Phrases rewritten before the words are split. */
export const PHRASES: [RegExp, string][] = [
  [/^\W*(?:correo(?: electronico)?|e-?mail|telefono|numero|direccion|contacto)\W*$/g, 'contacto'],
  [
    /\b(?:su|sus|tu) (?:correo(?: electronico)?|e-?mail|telefono|numero de telefono|direccion)\b|\b(?:el|la) (?:correo(?: electronico)?|e-?mail|telefono|direccion) de ustedes\b/g,
    'contacto',
  ],
  [/\b(?:ponerme|ponernos|estar) en contacto\b/g, 'contacto'],
  [/\b(?:pagina|sitio)s? web\b/g, 'sitio'],
  [/\ben linea\b/g, 'online'],
  [/\buna sola vez\b/g, 'unico'],
  [/\bpago unico\b/g, 'unico'],
  [/\bal mes\b/g, 'mensual'],
  [/\bpor mes\b/g, 'mensual'],
  [/\bcada mes\b/g, 'mensual'],
  [/\bal+[\s-]+incl\w*/g, 'allinclusive'],
  [/\benter ?pri[sz]e\b/g, 'enterprise'],
  [/\b(plan|paquete) empresarial\b/g, '$1 enterprise'],
  [/\bset[\s-]*up\b/g, 'instalacion'],
]

/** Words that say nothing about what the visitor wants to know. */
export const STOP_WORDS = new Set(
  `a al algo algun alguna alguno algunos ante antes aqui asi aun bien bueno buenas buenos cada
  como con cual cuales cuando cuanto cuanta cuantos cuantas de del desde donde dos e el ella ellas
  ellos en entre era es esa esas ese eso esos esta estan estar estas este esto estos estoy fue ha
  hace hacen hacer hay hola la las le les lo los me mi mis mucho muy nada ni nos nosotros o para
  pero poco por porque puede pueden puedo que quiero queremos quisiera saber se sea ser si sin
  sobre solo son soy su sus tambien tan tengo tiene tienen tenemos todo tu tus u un una unas uno
  unos usted ustedes y ya yo gracias favor oye oiga oigan necesito necesitamos cosa cosas gustaria
  seria dueno duena porfa porfavor xfa pls uso usar usamos ver va van voy vamos casi da dan dar
  pueda puedan podria podrian podemos alguien algun mismo misma exactamente`.split(/\s+/),
)

/** "¿Hacen chatbots?", "¿administran el sitio?": the question asks what the studio does (retrieval.ts). */
export const ASKS_WHAT_YOU_DO =
  /^\W*(?:ustedes\s+)?(?:hacen|ofrecen|crean|construyen|desarrollan|disenan|manejan|administran|gestionan|mantienen|instalan|configuran|venden)\b/

/** "¿Qué plan…?", "¿cuál paquete…?": a question whose answer is one of the plans. */
export const ASKS_FOR_A_PLAN =
  /\b(?:cual|que) (?:\w+ ){0,2}?(?:plan|planes|paquete|paquetes|opcion|opciones)\b|\bcual(?:es)? (?:me|nos) (?:conviene|sirve)\b/

/**
 * "Todos sus precios", "¿precios?", "comparar los planes": a question the whole price list may
 * answer, when it is the best entry (retrieval.ts).
 */
export const ASKS_FOR_EVERY_PRICE =
  /\b(?:todos|todas|cada|lista|comparar|compara|comparacion|precios|planes|paquetes|tarifas|opciones)\b/

/**
 * "¿Todos sus precios?", "¿cuánto cuesta cada plan?": a question for the price of every plan,
 * which the whole price list answers, whatever else matches it.
 */
export const ASKS_FOR_THE_PRICE_LIST =
  /^(?=.*\b(?:precios?|costos?|tarifas?|cuanto|cuesta|cuestan|cobran)\b).*\b(?:todos|todas|cada)(?: (?:los|las|sus|tus|uno|una|de|\d+))* (?:planes?|paquetes?|opciones|precios?|tarifas?|costos?)\b|\blista de precios\b/

/**
 * "¿Funciona con Zoho?", "¿se integran con HubSpot?", "¿puede contestar en portugués?": what the
 * question asks a service to work with, or the language or channel it asks it to answer in (the
 * group that matched), which the page must name for an answer.
 */
export const WORKS_WITH =
  /\b(?:funcionan?|integr(?:a|an|ar|arse|e|en)|sincroniz\w*|conect\w*|compatibles?|jala|enlaz\w*|vincul\w*)(?: \w+){0,4}?(?: con,?|,) ([^.?!;]+)|\b(?:responde|responder|responden|contesta|contestar|contestan|habla|hablar|hablan)(?: \w+){0,3}? (?:en|por) (?:(?:el|la|los|las|un|una|mi|mis|su|sus) )?(\w+)/

/**
 * "¿Cuánto cuesta una página extra?": a question for the price of something extra (its first
 * group), which an answer must price, not only name.
 */
export const ASKS_FOR_AN_EXTRA =
  /^(?=.*\b(?:cuanto|cuesta|cuestan|cobran?|precio|costo|pagar)\b).*\b(?:un|una|unos|unas|el|la|los|las|cada|por|\d+) (\w+) (?:extras?|adicional(?:es)?)\b/

/** "¿Cuánto cuesta…?", "¿cuánto es…?": a question whose answer names a price. */
export const ASKS_FOR_A_PRICE =
  /\bcuanto (?:cuesta|cuestan|cobran|cobra|sale|salen|es|vale|valen|seria|costaria)\b|\bcuanto (?:\w+ ){0,2}?(?:invertir|gastar|presupuestar)\b/

/**
 * "¿Cuánto cuesta?", "¿cuánto debo invertir en anuncios?", "¿qué tan rápido la rehacen?": a
 * question about what something costs or how long it takes, which the service a situation calls
 * for does not answer (reply.ts).
 */
export const ASKS_COST_OR_TIME =
  /\b(?:cuesta|cuestan|costo|costos|cobran|cobra|presupuesto|cuanto|dolares|mas barato|barata|barato|que tan rapido|en cuanto tiempo|cuanto tiempo|cuanto tarda|para cuando|fecha limite)\b|\$\s?\d/

/** "¿Cuántos…?": a question whose answer states a number. */
export const ASKS_FOR_A_NUMBER = /\bcuant(?:os|as)\b|\bque (?:tanto|parte)\b/
/** "¿Cuánto dura el contrato?", "¿puedo cancelar?": a question about a contract, which a plan's card may not state. */
export const ASKS_ABOUT_A_CONTRACT =
  /\b(?:contratos?|permanencia|compromiso|amarr\w*|cancel\w*|plazo forzoso)\b/
/** "¿Cuál es su teléfono?": a question whose answer states one, which the page does not. */
export const ASKS_FOR_A_PHONE =
  /\bnumero de (?:telefono|whatsapp|celular)\b|\b(?:su|tu) (?:telefono|whatsapp|celular)\b|\bllamarl(?:es|os)\b/
/** A number as an answer may write it in words. */
export const NUMBER_WORDS =
  /\b(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|veinte|cien|mitad|ilimitad[oa]s?|docenas?)\b/

/**
 * "¿Qué resultados…?", "¿han hecho páginas de restaurantes?": a question about the studio's past
 * work, which Our work and the reviews answer (and nothing else asks them).
 */
export const ASKS_FOR_RESULTS =
  /\b(?:resultados?|ejemplos?|portafolio|portfolio|casos? (?:de exito|parecidos?|similar(?:es)?)|(?:le|les) fue|dijo|dijeron|clientes? como|trabajos? anteriores|han (?:hecho|trabajado|creado)|(?<!(?:los|las|el|la) que (?:me |le |les |nos )?)(?<!\b(?:me|nos) )\w{3,}(?:aron|ieron)|subio|aumento|crecio|mejoro|funciono|sirvio|consiguio|logro|resolvio|llego|tuvo|que paso)\b/
