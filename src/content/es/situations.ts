import type { SituationWords } from '../types'

// The situations each service solves, as owners of restaurants, salons, dental offices, HVAC
// companies, gyms and shops tell them in Spanish, without accents, typos and short forms included.
// The assistant's service finder (src/assistant/service-finder.ts) reads them; the page never
// shows them. Each situation is groups of words, one of each found in a question; "*" stands for up
// to three words.

const site =
  'pagina|paginas|pajina|pag|sitio|sitios|web|pagina web|sitio web|website|menu en linea|menu digital|menu online|pagna|paguina|pajina web|la pag|mi pag'
const phone = 'celular|celulares|cel|cell|telefono|movil|moviles|iphone|android|smartphone|tablet'
const slow =
  'lenta|lento|lentisima|tarda|tardan|tarda mucho|tarda años|tarda horas|no carga|no cargan|carga mal|se traba|se tarda|demora|se demora|se queda cargando|cargando|tarda en abrir|tarda en cargar|se congela|se cuelga|tarda un monton|nunca carga'
const looksOld =
  'vieja|viejo|viejita|anticuada|anticuado|antigua|antiguo|pasada de moda|fea|feo|horrible|se ve mal|se ve fea|se ve vieja|se ve muy mal|mal hecha|no sirve|no funciona|no abre|se mueve|chueca|chueco|descuadrada|no se puede leer|no se lee|no se ve bien|dificil de usar|confusa|confuso|rota|pdf|del 2010|de hace años|poco profesional|da pena|verguenza|bien vieja|muy vieja|bien fea|muy fea|se ve horrible|se ve fatal|se ve chafa|chafa|naca|borrosa|letra chiquita|no se entiende'
const leaving =
  'se van sin|se salen|se van rapido|abandonan|espanta|ahuyenta|no compran|pierdo clientes por la pagina|no reservan'
const redesign =
  'rediseño|rediseno|renovar|renovarla|modernizar|actualizar el diseño|cambiar el diseño|nueva imagen|hacerla de nuevo'
const noSite =
  'no tengo pagina|no tengo sitio|no tengo web|no tenemos pagina|no tenemos sitio|no tenemos web|sin pagina|sin sitio|todavia no tengo pagina|aun no tengo pagina|todavia no tengo sitio|aun no tengo sitio|solo tengo facebook|solo tengo instagram|solo tengo whatsapp|solo facebook|solo instagram|solo whatsapp|solo * facebook|solo * instagram|solo * whatsapp|nada mas facebook|nomas facebook|nomas whatsapp|puro facebook|pura pagina de facebook|nomas instagram|puro instagram|no tenemos pagina todavia|necesito una pagina|necesito pagina|quiero una pagina|no tengo ni pagina'

const google =
  'google|gugle|gogle|maps|google maps|mapas|buscador|buscadores|busqueda|busquedas|buscan|busca|buscar|cerca de mi|internet|en linea'
const invisible =
  'no salgo|no salimos|no sale|no aparezco|no aparecemos|no aparece|ni aparezco|ni salgo|no me encuentran|no nos encuentran|nadie me encuentra|nadie nos encuentra|no me encuentra|no encuentran|no me ven|nadie me ve|invisible|no estoy|no estamos|hasta abajo|hasta atras|segunda pagina|pagina 2|pagina 3|posicion|posicionar|posicionamiento|primero|primeros|primer lugar|mas arriba|arriba de mi|antes que yo|por encima|por ningun lado|ningun lado|ni aparezco|ni salgo|ni salimos|no salgo x|nunca salgo|no me hallan'
const competitors =
  'competencia|competidores|competidor|los demas|otros negocios|el de enfrente|la de enfrente|el de al lado'
const fewVisits =
  'no tiene visitas|sin visitas|no hay visitas|pocas visitas|nadie entra|nadie visita|nadie la visita|nadie la ve|nadie ve|casi nadie|no entra nadie|cero visitas'
const noCalls =
  'no me llaman|no llaman|no llega nadie|no llegan clientes|cero llamadas|ninguna llamada|no me llega nada'
const local =
  'de la zona|de mi zona|cerca|cercanos|del barrio|de la colonia|de mi colonia|del pueblo|de la ciudad|de aqui|por aqui|vecinos|locales|alrededor'
const findOut =
  'encuentren|encuentre|conozcan|sepan|sepa|lleguen|llegar|atraer|mas clientes|mas gente|vean|enteren|descubran|conozca|sepa|sepan que existo|sepan que existimos|me encuentre|nos encuentren|nos conozcan'
const ads =
  'anuncio|anuncios|publicidad|publicitar|anunciarme|anunciar|promocionar mi negocio|pautar|pauta|campaña en facebook|ads|google ads|facebook ads'
const adsAction =
  'quiero|necesito|poner|hacer|empezar|como|no se|ayuda|manejar|manejen|funcione|funcionen|sirva|sirven|tirar dinero|pierdo dinero|no se como|no funcionan|no funciono|tire dinero|perdi dinero'

const review =
  'reseña|reseñas|resenas|resena|reseñias|opiniones|opinion|comentarios|comentario|calificacion|calificaciones|estrellas|estrella|puntuacion|yelp|reviews|review'
const ours =
  'mi|mis|mio|nuestro|nuestra|nuestros|nuestras|tengo|tenemos|me|nos|clientes|cliente|clientas|pacientes|gente|comensales|socios|ellos|competencia'
const reviewTrouble =
  'pocas|poquitas|pocos|muy pocas|casi no|ninguna|no hay|cero|malas|mala|negativa|negativas|bajo|bajaron|baja|enojado|enojada|molesto|1 estrella|una estrella|2 estrellas|dos estrellas|3|nunca dejan|no dejan|no escriben|no ponen|se les olvida|olvidan|puras|nos esta matando|nos perjudica|afecta|la competencia|nomas|nada mas|solo|solamente|apenas|puras malas|nadie deja|nadie escribe|no se animan'
const moreReviews =
  'mas|conseguir|consigo|como hago|como le hago|pedir|pido|dejen|escriban|pongan|subir|mejorar|aumentar|dejen|me dejen|nos dejen|que dejen|q dejen'

const asking =
  'preguntan|pregunta|preguntas|me preguntan|nos preguntan|llamadas|llaman|me llaman|mensajes|escriben|me escriben|whatsapp|correos|dudas|consultas|whatsapps|wasap|wasaps|guasap|msj|msjs|mensajitos|inbox|dm|dms|preguntando|pregunten|chat|chats'
const again =
  'lo mismo|las mismas|la misma|mismo|mismas|todo el dia|todos los dias|a cada rato|cada rato|siempre|una y otra vez|mil veces|sin parar|a toda hora|constantemente|a diario|diario|cada dia|lo mismo de siempre'
const afterHours =
  'en la noche|de noche|noche|noches|madrugada|medianoche|fuera de horario|fuera del horario|despues de cerrar|cuando cerramos|cuando estamos cerrados|fin de semana|fines de semana|tarde|domingo|domingos|mientras trabajo|mientras atiendo|cuando estoy ocupado|cuando estoy ocupada|24/7|24 horas'
const reaching =
  'escriben|me escriben|nos escriben|mensajes|mensaje|llaman|llamadas|preguntan|preguntas|correos|contestar|conteste|contesta|contesto|responder|responda|responde|no hay quien|nadie contesta|nadie responde|sin respuesta|whatsapp|clientes|chat|chats|inbox|dm|dms|contestan|responden|les contesta|les responde'
const missedCalls =
  'llamadas perdidas|pierdo llamadas|perdemos llamadas|no alcanzo a contestar|no puedo contestar|no contesto|no contestamos|no alcanzamos|buzon|pierdo clientes por no contestar|pierdo trabajos|perdemos trabajos|ando trabajando|estoy trabajando|andamos trabajando|en una obra|en un trabajo|no alcanzo a agarrar|se va al buzon|buzon de voz'
const swamped =
  'no me da tiempo|no nos da tiempo|no alcanzo|no alcanzamos|todo el tiempo|horas contestando|pierdo tiempo|perdemos tiempo|saturado|saturada|saturados|demasiados|demasiadas|no me doy abasto|no nos damos abasto|la recepcion|recepcionista|pierdo horas|horas respondiendo|me la paso|nos la pasamos|todo el santo dia|ahogado|ahogada'
const answering =
  'contestar|contestando|responder|respondiendo|mensajes|preguntas|whatsapp|correos|contestar llamadas|contestar el telefono'

const appointment =
  'cita|citas|reserva|reservas|reservacion|reservaciones|reservar|reserven|agendar|agenden|agendamos|agenda|agendas|apartar|aparten|apartan|turno|turnos|mesa|mesas|clase|clases|sesion|sesiones|limpieza|corte|calendario'
const byHand =
  'por telefono|por whatsapp|por mensaje|por mensajes|libreta|cuaderno|papel|a mano|manual|en linea|online|solos|solas|ellos mismos|ellas mismas|por su cuenta|desorden|lio|caos|un relajo|se nos olvida|olvidamos|se me olvida|ida y vuelta|desde el cel|desde su cel|desde el celular|desde su celular|desde la pag|desde la pagina|por internet|desde internet|a cualquier hora|sin llamar|cuaderno|libretita|relajo|un desmadre'
const noShows =
  'no llegan|no llega|no vienen a su cita|no se presentan|no se presenta|faltan|faltan a su cita|faltan a sus citas|faltaron|plantan|me dejan plantada|me dejan plantado|cancelan a ultima hora|cancelaciones|no asisten|se les olvida su cita|olvidan su cita|no aparecen|no avisan|ni avisan|sin avisar|no llegaron|me dejan esperando|me plantan'
const doubleBooked =
  'dos citas a la misma hora|doble cita|citas encimadas|se enciman|empalman|se empalman|sobreventa|dos reservas|se juntan|se me juntan|se nos juntan|misma hora|al mismo tiempo|mismo horario|se cruzan|se traslapan'
const askForAppointment =
  'para sacar cita|para pedir cita|para agendar|para reservar|para apartar|sacar cita|pedir cita|hacer cita|sacar turno'
const showMe = 'ver como|como funciona|como funcionaria|demostracion|demo|ejemplo|probar|mostrar|ensenen'

const neverBack =
  'no regresan|no vuelven|ya no regresan|ya no vuelven|vienen una vez|una sola vez y|nunca regresan|nunca vuelven|dejaron de venir|ya no vienen|no han vuelto|no han regresado|se pierde el contacto|perdemos el contacto|no vuelven a venir|ya no volvieron|no regresaron|nunca volvieron|no repiten|desaparecen|se desaparecen|una vez y ya|no vuelvo a saber'
const backAgain =
  'que regresen|que vuelvan|hacerlos volver|hacer que vuelvan|hacer que regresen|recuperar clientes|recuperarlos|clientes frecuentes|clientes fieles|fidelizar|que repitan'
const wanting =
  'quiero|quisiera|queremos|necesito|necesitamos|como hago|como le hago|como puedo|ayuda|me gustaria'
const promo =
  'promocion|promociones|promo|promos|ofertas especiales|descuento|descuentos|cupon|cupones|boletin|newsletter|mensajes masivos|correos masivos|difusion|novedades|platillos nuevos|menu nuevo|productos nuevos|evento|eventos|temporada|ofertas|oferta'
const tellCustomers =
  'clientes|clientas|pacientes|socios|miembros|mandar|enviar|avisar|avisarles|decirles|correo|correos|sms'
const aList = 'lista|correos|numeros|telefonos|contactos|base de datos'
const unused =
  'no hago nada|no la uso|no los uso|no las uso|sin usar|guardada sin|nunca la uso|nunca los uso|nunca uso|no uso|nunca usamos|no usamos|no les mando|nunca les mando|no les escribo|nunca les escribo|ahi nomas|ahi esta'
const slowDays =
  'temporada baja|dias flojos|dias muertos|dias lentos|martes flojos|lunes flojos|mesas vacias|esta vacio|esta muerto|muy flojo|llenar el local|llenar mesas'
const calling =
  'llamar|llame|llamen|llamadas|llamada|llamarles|marcar|telefono|por telefono|devolver la llamada|regresar la llamada'
const following =
  'seguimiento|dar seguimiento|cotizacion|cotizaciones|cotice|presupuesto|presupuestos|interesados|prospectos|clientes de antes|hace mucho|hace tiempo|hace años|hace meses|en meses|ya no vienen|no han vuelto|no han venido|antiguos|viejos clientes|confirmar|volver a llamar|de vuelta|devolver'
const goneCold =
  'nadie le da seguimiento|nadie da seguimiento|nadie les da seguimiento|nadie hace seguimiento|se enfrian|se enfria|se enfriaron|nadie da seguimiento|sin seguimiento|no damos seguimiento|no doy seguimiento|no les doy seguimiento|se me olvida dar seguimiento'

const customerInfo =
  'datos de los clientes|datos de clientes|datos|informacion de los clientes|info de clientes|contactos|lista de clientes|registros|expedientes|interesados|prospectos|clientes potenciales|info|la info|informacion|numeros de los clientes|telefonos de los clientes|correos de los clientes'
const scattered =
  'regados|regadas|por todos lados|por todas partes|en todos lados|excel|hojas de calculo|libreta|libretas|cuaderno|papelitos|papeles|desorden|desorganizado|desorganizada|se me pierden|se pierden|perdidos|no se quien|no sabemos quien|en el cel|en mi cel|en el celular|en varios lados|en muchos lados|papeles|cada quien'
const trackWho =
  'no se quien llamo|no sabemos quien llamo|quien llamo|quien escribio|a quien le cotice|a quien ya cotizamos|quien pidio|quien es quien|a quien ya|a quien le|no se a quien|no sabemos a quien|quien quiere que|quien pidio que|se me olvida quien'
const inquiries =
  'formularios|formulario|solicitudes|mensajes de la pagina|interesados|prospectos|pedidos|cotizaciones'
const buried = 'se pierden|se me pierden|se quedan|bandeja|correo|se acumulan|nadie ve|nunca veo|perdidos'

const nobody =
  'nadie|no puedo|no se como|no sabemos como|no tengo tiempo|quien|el muchacho|la muchacha|el chavo|el diseñador|el disenador|el programador|el que hizo|la que hizo|desaparecio|ya no contesta|ya no responde|se fue|el que la hizo|el q hizo|la q hizo|el q la hizo|ya no me contesta|se mudo|se desaparecio|no me responde'
const change =
  'cambiar|cambie|cambien|cambio|cambios|actualizar|actualice|actualicen|actualizacion|actualizaciones|editar|edite|modificar|modifique|mantener al dia|mantenimiento|agregar|subir|poner|quitar|al dia'
const siteContent = 'precios|precio|menu|horario|horarios|fotos|imagenes|contenido|textos|platillos'
const siteDown =
  'se cayo|caida|se cae|no abre|no carga nada|hackearon|hackeo|hackeada|virus|no es segura|fuera de linea|vencio|se vencio|expiro|no seguro|no segura|inseguro|insegura|no es seguro|advertencia|candado|certificado|ssl|error|errores|en blanco|a cada rato se cae|se cae a cada rato'

export const situationWords: SituationWords = {
  services: {
    website: {
      unless:
        'mover|mudar|transferir|migrar|dominio|dueño|dueno|propiedad|es mio|son mios|revisar|revision|revise|prueba|probar|auditoria|puntaje|calificacion|medir|pagespeed|lighthouse|saber si|ver si|como se si|como saber|averiguar',
      tool: 'check',
      situations: [
        [site, slow],
        [site, looksOld],
        [site, phone, 'no se ve bien|se ve mal|no se adapta|chiquito|chiquita|se corta|raro'],
        [site, leaving],
        [site, redesign],
      ],
      withoutTool: [[noSite]],
    },
    localSeo: {
      names: 'seo|google ads|anuncios en google|campañas de anuncios|seo local|posicionamiento en buscadores',
      tool: 'check',
      situations: [
        [google, invisible],
        [competitors, google, 'primero|primeros|arriba|antes|mas'],
        [competitors, invisible],
        [fewVisits],
        [google, noCalls],
      ],
      withoutTool: [
        [local, findOut],
        [ads, adsAction],
      ],
    },
    reviews: {
      names: 'reseñas automatizadas|solicitudes de reseña|pedir reseñas automaticamente',
      unless:
        'borrar|eliminar|quitar|bajar|esconder|falsas|falsa|comprar|pagar por|regalo|descuento a cambio|a cambio|responder|contestar|contesten|denunciar|reportar|demandar|abogado|legal|ustedes escriben|escriban ustedes|escribir reseñas|garantizar|garantia',
      tool: 'reviewKit',
      situations: [
        [review, reviewTrouble],
        [review, ours, moreReviews],
      ],
    },
    chatbot: {
      names:
        'chatbot|chatbots|chat bot|bot|bots|asistente de ia|asistente virtual|asistente de chat|recepcionista virtual|chat en vivo',
      situations: [[asking, again], [afterHours, reaching], [missedCalls], [swamped, answering]],
    },
    booking: {
      names:
        'sistema de reservas|sistema de citas|reservas en linea|agenda en linea|herramienta de reservas|enlace de reservas|pagina de reservas',
      tool: 'booking',
      situations: [
        [noShows],
        [appointment, byHand],
        [asking, askForAppointment],
        [swamped, appointment],
        [doubleBooked],
        [showMe, appointment, 'en linea|online|en la pagina|en mi pagina|en el sitio'],
      ],
    },
    campaigns: {
      names:
        'campañas de correo|campaña de correo|campañas de texto|campaña de texto|campañas de sms|email marketing|correo masivo|mensajes masivos',
      situations: [[neverBack], [backAgain, wanting], [promo, tellCustomers], [aList, unused], [slowDays]],
    },
    phoneCalls: {
      names: 'campañas de llamadas|campaña de llamadas|llamadas salientes|telemarketing',
      situations: [[calling, following], [calling, neverBack], [calling, backAgain], [goneCold]],
    },
    crm: {
      names: 'crm|crms|hubspot|salesforce|base de datos de clientes',
      situations: [[customerInfo, scattered], [trackWho], [inquiries, buried]],
    },
    siteCare: {
      names: 'hosting|hospedaje|mantenimiento|servidor',
      situations: [
        [nobody, change, site],
        [change, siteContent, site],
        [change, siteContent, nobody],
        [site, siteDown],
        [site, 'viejos|vieja|viejo|equivocados|equivocado|pasados|del año pasado|no son', siteContent],
      ],
    },
  },
  talkItThrough: [
    [
      'hablar|platicar|llamada|explicar|expliquen|asesoria|consulta|reunion|videollamada',
      'alguien|ustedes|persona|con usted|con ustedes|sobre|de esto|lo',
    ],
  ],
}
