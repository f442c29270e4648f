import type { PlanWords } from '../plan-words.ts'

/**
 * How a Spanish question tells of the plan it needs (src/assistant/plan-needs.ts reads it). "Una
 * página" is any website ("una página de 3 o 4 secciones"): one page is "una sola página", or a
 * site "de una página".
 */
export const PLAN_WORDS: PlanWords = {
  numbers: {
    'una sola': 1,
    'solo una': 1,
    'de una': 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    quince: 15,
    veinte: 20,
  },
  or: 'o|a|y',
  page: 'paginas?|secciones?',
  people: 'empleados|trabajadores|personas|colaboradores|tecnicos',
  teamOf: 'equipo de|plantilla de',
  dollars: 'dolares|dlls|usd',
  amounts: {
    veinte: 20,
    treinta: 30,
    cuarenta: 40,
    cincuenta: 50,
    sesenta: 60,
    setenta: 70,
    ochenta: 80,
    noventa: 90,
    cien: 100,
    doscientos: 200,
    trescientos: 300,
    cuatrocientos: 400,
    quinientos: 500,
    seiscientos: 600,
    setecientos: 700,
    ochocientos: 800,
    novecientos: 900,
    mil: 1000,
  },
  perMonth: /^\s*(?:al|por|cada|\/)\s*mes\b|^\s*mensual(?:es)?\b/,
  monthlyBefore:
    /\b(?<!\b(?:sin|ni|nada de) )(?:mensualidad(?:es)?|mensual(?:es|mente)?|al mes|por mes|cada mes)(?:\W+\w+){0,6}?\W*$/,
  budget:
    /\b(?:presupuesto|tope|gastar|(?:puedo|podemos) (?:pagar|invertir|gastar)|solo tengo|tengo (?:unos |como )?(?:\$|\d+)|hasta|no (?:pasar|pase) de|menos de|o menos|maximo|alcanza)\b|\b(?:tener|comprar|obtener) con \$|\b(?:me dan|dan|tener|obtener|quiero|necesito|busco) (?:\w+ ){0,2}?por \$|\ben total\b/,
  needs: {
    chatbot:
      /\b(?:chat ?bots?|bots?|asistentes? (?:virtual|con ia|de ia)\w*|inteligencia artificial|chat con ia)\b/,
    booking: /\b(?:reservas?|reservaciones|calendario|agendar|citas en linea)\b/,
    leadCapture: /\b(?:captura de clientes|estadisticas|analitica)\b/,
    hosting: /\b(?:hosting|alojamiento|hospedaje)\b/,
    contentUpdates:
      /\b(?:actualizaciones?|cambios) (?:de contenido )?(?:al|cada|por) mes\b|\bactualizaciones? mensual(?:es)?\b/,
    unlimitedEdits: /\b(?:ilimitad[oa]s?|sin limite|todos los cambios que (?:quiera|necesite))\b/,
    prioritySupport:
      /\b(?:soporte prioritario|atencion prioritaria|ayuda rapida|tardaba (?:semanas|dias) en (?:contestar|responder))\b/,
    localSeo: /\bseo\b|\bsalir en google\b/,
    fullSeo: /\bseo completo\b|\bno solo (?:el )?local\b/,
    splitTesting: /\bpruebas? a\s?\/?\s?b\b|\bpruebas? (?:divididas|de variantes)\b/,
    phoneCampaigns:
      /\bcampanas? de llamadas\b|\bllamadas? (?:a|de seguimiento a) (?:mis|nuestros) (?:clientes|pacientes|prospectos)\b/,
    crm: /\bcrm\b/,
    noContract:
      /\bsin (?:contrato|compromiso|plazo forzoso)\b|\bcancelar cuando (?:quiera|quieras)\b|\bcancelar en cualquier momento\b/,
    customApp:
      /\b(?:app|apps|aplicacion|aplicaciones)(?: completa| propia| movil)?\b|\bsoftware a la medida\b/,
    automation: /\b(?<!resenas )automatiza\w*\b(?! de resenas)/,
    locations:
      /\b(?:varias|muchas|dos|tres|cuatro|cinco|\d+) (?:sucursales|ubicaciones|oficinas|tiendas|ciudades)\b/,
  },
  payment: [
    [
      'once',
      /\bpag(?:ar|a|o|amos|ando) (?:\w+ )?(?:una sola vez|una vez)\b|\bpago unico\b|\bun solo pago\b|\bno (?:quiero |puedo |pienso |voy a )?pagar (?:nada )?(?:al|cada|por) mes\b|\bnada (?:al|cada|por) mes\b|\b(?:sin|nada de|cero|ni|no (?:quiero|queremos)) (?:pagar )?(?:mensualidad(?:es)?|pagos mensuales|suscripcion|cuotas? mensual(?:es)?)\b|\bsolo un pago\b/,
    ],
    [
      'noUpfront',
      /\b(?:sin|nada de|cero) (?:cuota|costo|pago|cobro) (?:de |inicial)(?:instalacion)?\b|\bno tiene cuota de instalacion\b|\bnada por adelantado\b|\bsin nada (?:de instalacion|por adelantado|inicial)\b|\bsin pagar (?:\w+ ){0,2}?(?:por adelantado|instalacion)\b|\bno (?:quiero|puedo|pienso|voy a) pagar (?:\w+ ){0,2}?(?:por adelantado|instalacion)\b/,
    ],
    ['monthly', /\bplan mensual\b|\bpagar (?:\w+ )?mensual(?:mente)?\b|\bmensualidad\b|\bsuscripcion\b/],
  ],
  builtIn: /\b(?:incluid[oa]s?|integrad[oa]|ya traen?|no como extra|no como complemento)\b/,
  cheapest:
    /\b(?:mas barat[oa]|mas economic[oa]|menor precio|(?:lo|precio|mensualidad|cuota|pago) mas baj[oa]|lo menos posible|lo minimo)\b/,
  mostPopular:
    /\b(?:mas popular|(?:el|plan) que mas (?:elige|eligen|escoge|escogen|pide|piden|contrata|contratan|compra|compran))\b|\b(?:eligen|escogen|escoge|elige|prefiere|prefieren) (?:\w+ )?la mayoria\b|\bla mayoria (?:\w+ )?(?:eligen?|escogen?|prefieren?)\b/,
  asksForAPlan:
    /\b(?:plan|planes|paquetes?)\b|\bcual(?:es)? (?:me|nos) (?:conviene|sirve)\b|\brecomienda\w*|\bcual (?:elijo|escojo)\b/,
  namesByPayment:
    /\b(?:el|los|su|sus) (?:plan|planes|paquetes?) (?:de )?(?:pago unico|una sola vez|mensual(?:es)?)\b/,
  asksWhen:
    /\bcuando (?:se|hay que|tengo que|tenemos que|debo|debemos|pago|pagamos|cobran|me cobran)\b|\bantes o despues\b/,
  asksWhatItIs: /\bque (?:incluye|cubre|hace|significa) (?:el|la|los|las) (?!planes?\b|paquetes?\b)\w+/,
  comparesAll:
    /\b(?:todos|todas|cada uno)(?: de)? (?:\w+ )?(?:planes|paquetes|opciones|precios)\b|\bcompar\w+|\blado a lado\b/,
  wants:
    /(?<!\b(?:no|si) )(?<!(?<!\b(?:asi|lo|ya) )\bque )\b(?:quiero|queremos|necesito|necesitamos|ocupo|ocupamos|me gustaria|nos gustaria|busco|buscamos|(?:me|nos) interesan?)\b|\bno (?:quiero|queremos) pagar\b|\b(?:es|son) (?:indispensables?|imprescindibles?|clave|fundamental(?:es)?|obligatori[oa]s?)\b/,
  notNeeded:
    /\bno (?:me |nos )?(?:necesito|necesitamos|quiero|queremos|ocupo|ocupamos|requiero|interesa|interesan|hace falta|hacen falta)\b(?:(?!\b(?:pero|aunque|sino|y (?:necesito|necesitamos|quiero|queremos))\b)[^.;!?])*/g,
  refused: /\b(?:sin|ni|nada de)\s+$/,
  toStart:
    /\b(?:instalacion|arrancar|empezar|comenzar|iniciar|inicio|inicial|por adelantado|de entrada|primer mes|enganche)\b/,
  several: /\b(?:que|cuales) (?:\w+ )?(?:planes|paquetes)\b/,
  recommends: /\b(?:recomienda\w*|recomendaria\w*|recomiendan|sugiere\w*|sugeriria\w*)\b/,
}
