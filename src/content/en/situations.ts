import type { SituationWords } from '../types'

// The situations each service solves, as owners of restaurants, salons, dental offices, HVAC
// companies, gyms and shops tell them, typos and short forms included: what hurts, what they want.
// The assistant's service finder (src/assistant/service-finder.ts) reads them; the page never
// shows them. Each situation is groups of words, one of each found in a question; "*" stands for up
// to three words.

const site =
  'site|sites|website|websites|webiste|websit|web site|webpage|web page|homepage|page|online menu|menu online'
const phone = 'phone|phones|mobile|cell|cellphone|iphone|iphones|android|smartphone|tablet'
const slow =
  'slow|slowly|slooow|sluggish|takes forever|take forever|taking forever|forever to load|takes ages|ages to load|lag|laggy|long to load|wont load|doesnt load|not loading|never loads|takes a while|keeps loading|slow loading|loading slow|slowww|sloooow|freezes|freezing|frozen|glitchy|buggy|glitches|never load|dont load|takes a minute|spinning'
const looksOld =
  'old|outdated|out of date|dated|ancient|old fashioned|old school|90s|looks bad|look bad|ugly|terrible|awful|horrible|embarrassing|embarassing|unprofessional|cheap looking|looks cheap|clunky|messy|confusing|hard to use|hard to navigate|hard to read|cant read|broken|doesnt work|dont work|not working|wont open|doesnt open|pdf|zoom|made in|looks like it|looks like its|years ago|year old|years old|built in|impossible to use|impossible to read|blurry|unreadable|tiny text|too small|hard to click|cluttered|amateur|homemade|diy'
const leaving =
  'people leave|visitors leave|customers leave|they leave|leave right away|leave before|leaving before|leave the site|leave my site|leave our site|bounce|bounces|scaring|scares|scare|turn away|turns away|drives away|driving away|give up|gives up|click away|lose customers|losing customers'
const redesign = 'redesign|redo|revamp|refresh|makeover|modernize|rebuild|new look|fresh look|facelift'
const noSite =
  'no website|no site|no web|no webpage|dont have a website|dont have a site|dont have * website|dont have * site|without a website|havent got a website|only have facebook|only have a facebook|only have instagram|only * facebook|only * instagram|just * facebook|just * instagram|facebook page|instagram page|only facebook|only instagram|only whatsapp|dont even have|no website yet|just a yelp|only * yelp|just * google listing|only * google listing|need a website|need a site|need somewhere online|get a website'

const google =
  'google|googl|gogle|maps|google maps|search|searches|searching|search results|near me|bing|online|internet|look us up|looks us up|look up|search for|searching for|searched|type in|typed'
const invisible =
  'dont show|doesnt show|dont come up|doesnt come up|not come up|never come up|never show|not show|cant find|cant be found|cannot find|can not find|nobody finds|no one finds|nobody can find|no one can find|not found|invisible|dont appear|doesnt appear|not appear|not on|not listed|page 2|page 3|page two|page three|second page|buried|rank|ranking|ranks|ranked|outrank|above us|before us|ahead of us|over us|show up first|come up first|first page|top of|not there|nowhere|isnt there|isnt on|arent there|arent on|not showing|isnt showing|doesnt show up|dont show up|wont show up|not showing up'
const competitors =
  'competitors|competitor|competition|other|others|place down the street|guy down the street'
const fewVisits =
  'no traffic|no visitors|no visits|nobody visits|no one visits|few visitors|zero traffic|no hits|low traffic|not many visitors|barely anyone|nobody comes|no one comes|nobody goes|nobody sees|no one sees|10 people|ten people|few people|barely anybody|hardly anyone|hardly anybody|nobody clicks|no one clicks'
const noCalls =
  'zero calls|no calls|no leads|no customers|no business|not getting calls|not getting customers'
const local =
  'nearby|near by|near us|locals|local people|local customers|in the area|in town|around here|around us|neighborhood|neighbourhood|in my city|in our city|people near'
const findOut =
  'find|finds|know|knows|exist|exists|hear about|heard of|more|reach|attract|get|see|notice|discover'
const ads =
  'ads|ad|advert|adverts|advertise|advertising|advertisement|adwords|sponsored|boost posts|boosted posts|promote my business|paid search|ppc'
const adsAction =
  'run|running|start|set up|setup|help|dont know how|no clue|no idea|manage|managing|want to|try|wasting|waste|not working|dont work|doesnt work|arent working|nothing|wasted|lost money|burned|no results|didnt work'

const review =
  'review|reviews|reveiws|reviws|reivews|rating|ratings|rated|stars|star|yelp|testimonials|feedback|google reviews'
const ours =
  'my|our|we|us|im|ive|weve|were|customers|customer|clients|client|patients|guests|members|diners|people|ppl|folks|they|them|competitors'
const reviewTrouble =
  'few|hardly|barely|not many|not enough|no reviews|zero|low|lower|bad|negative|terrible|awful|angry|mean|unfair|1|one star|2|3|two stars|dropped|drop|down to|killing|hurting|hurts|never leave|dont leave|wont leave|doesnt leave|never post|never write|dont write|forget to|only have|only got|place down the street|competitors|nobody leaves|no one leaves|never bother|dont bother|only|just'
const moreReviews =
  'more|get more|how do i get|how can i get|how to get|ask for|asking for|leave a|leave one|leave them|to leave|boost|increase|improve|rebuild'

const asking =
  'ask|asking|asks|asked|question|questions|calls|call|phone rings|phone ringing|rings|messages|message|messaging|texts|texting|dms|emails|inquiries|enquiries|same questions|same question|basic questions|faq|faqs|asking if|ask if|chats|chat'
const again =
  'same|over and over|all day|every day|everyday|every single day|constantly|nonstop|non stop|all the time|again and again|repeat|repeating|100 times|hundred times|million times|daily|same thing|same things|same stuff|same few|same 10|same ten|every week'
const afterHours =
  'after hours|afterhours|at night|night|nights|midnight|2am|3am|1am|11pm|10pm|late|weekend|weekends|when closed|were closed|we are closed|sleeping|asleep|off hours|overnight|24/7|around the clock|while im working|while were working|while i work|when im busy|after we close|after close|after closing|before we open|sundays|holidays|evenings|early morning|while we sleep'
const reaching =
  'message|messages|messaging|text|texts|texting|call|calls|calling|email|emails|ask|asking|questions|leads|inquiries|dm|dms|chat|write|writes|contact|reach|nobody answers|no one answers|nobody to answer|no one to answer|cant answer|unanswered|chats|instagram|facebook'
const missedCalls =
  'missed calls|miss calls|missing calls|miss a lot of calls|miss phone calls|cant answer the phone|cant pick up|cant get to the phone|cant answer calls|dont answer the phone|never answer the phone|phone goes to voicemail|voicemail|lose calls|losing calls|lose jobs|losing jobs|lost jobs|go to voicemail|goes to voicemail|cant get to the phone|miss the phone'
const phoneBusy =
  'phone never stops|phone doesnt stop|phone wont stop|phone rings all day|phone ringing all day|phone rings nonstop|ringing off the hook|never stops ringing|doesnt stop ringing|wont stop ringing'
const swamped =
  'swamped|overwhelmed|drowning|too many|cant keep up|spend hours|spends hours|spending hours|waste time|wasting time|busy answering|tied up|all our time|half the day|half my day|buried|stuck|glued to the phone|wastes hours|waste hours|wasting hours|hours a day|hours every day|instead of'
const answering =
  'answering|answer|questions|messages|calls|phone|emails|inquiries|front desk|receptionist|dms|replying|reply|responding|respond|chats'

const appointment =
  'appointment|appointments|appt|appts|apointment|apointments|booking|bookings|book|books|reservation|reservations|reserve|reservaton|schedule|scheduling|sheduling|schedual|booked|slot|slots|table|tables|cleaning|cleanings|haircut|haircuts|session|sessions|class|classes|lesson|lessons|visit|visits|calendar|massage|massages|facial|facials|consult|consultation|consultations|exam|exams|checkup|treatment|treatments|tour|tours|grooming|set up a time|find a time|service call|service calls|estimate visit'
const byHand =
  'by phone|over the phone|on the phone|phone calls|call us|call in|calls in|calling in|by text|by texting|over text|over texts|via text|through text|over dm|over dms|over whatsapp|back and forth|phone tag|notebook|paper|by hand|pen|whatsapp|dms|manually|online|themselves|on their own|their own|24/7|mess|messy|chaos|nightmare|all over the place|miss|missed|forget|forgot|can only call|have to call|only by phone|call to book|calling to book|by email|over email'
const noShows =
  'no show|no shows|noshow|noshows|no-shows|dont show up for|dont turn up|didnt show|didnt show up|never show up for|miss appointments|missed appointments|miss their appointment|miss their appointments|forget their appointment|forget appointments|last minute cancellations|cancel last minute|late cancellations|flake|flakes|stood up|ghost us|no call no show|skip their appointment|skip appointments|skipping appointments|skipping their appointments|skip their appointments'
const doubleBooked =
  'double booked|double booking|double bookings|doublebooked|overbooked|overbooking|overlap|overlapping|same slot|same time slot|at the same time|two people * same time|two customers * same|two clients * same'
const selfBooking =
  'pick a time|pick their time|pick a slot|choose a time|choose their time|book themselves|book online|booking online|schedule online|book on their own|schedule themselves|online booking|self booking|book 24/7|book at night|book after hours|book * when * closed|book late at night|book overnight'
const showMe = 'see how|see what|show me|demo|try|example|look like|looks like|works'

const neverBack =
  'come once|once and never|never come back|dont come back|not come back|dont return|never return|not returning|not coming back|never came back|never coming back|stop coming|stopped coming|stop showing up|stopped showing up|one time customers|one and done|never see them again|never stay in touch|dont stay in touch|lose touch|lost touch|disappear after|never hear from them|never hear from|dont hear from|buy once|bought once|only once|quit after|drop off|drop out'
const backAgain =
  'win them back|win back|get them back|bring them back|bring back|come back again|coming back again|come back more|repeat customers|repeat business|regulars|retention|keep customers|keep them coming|stay in touch with customers|keep in touch with customers|stay in touch with * customers|keep in touch with * customers|stay in touch with * clients|keep in touch with * clients'
const wanting = 'want|wanna|need|trying|how do i|how can i|how to|help me|wish|would love'
const promo =
  'promo|promos|promotion|promotions|specials|special offer|special offers|deals and specials|discount|discounts|coupon|coupons|a sale|big sale|having a sale|run a sale|running a sale|happy hour|newsletter|newsletters|email list|mailing list|text blast|email blast|sms|mass text|mass email|blast|announcement|announcements|new menu|new items|new item|new product|new products|new service|new services|event|events|news|whats new|grand opening|seasonal'
const tellCustomers =
  'customers|clients|regulars|patients|members|guests|send|sending|let * know|tell|text|texts|email|emails|subscribers'
const aList = 'list|emails|email addresses|phone numbers|numbers|contacts'
const unused =
  'do anything with|do nothing with|never use|never used|dont use|sitting there|just sits|sits there|unused|collecting dust|never do anything|never send|dont send|never email|never text|never contact|doing nothing|never reach out'
const remind = 'remind|reminder|reminders|reminding'
const slowDays =
  'slow season|slow days|slow nights|slow weeks|slow months|slow tuesdays|slow mondays|slow midweek|dead nights|dead days|empty tables|empty chairs|quiet days|off season|fill tables|fill seats|fill the chairs|fill empty'

const calling = 'call|calls|calling|phone|phone call|phone calls|ring|dial|callback|call back|calling back'
const following =
  'back|follow up|followup|follow|quotes|quote|quoted|estimates|estimate|leads|lead|old|past|former|havent seen|not seen|lapsed|inactive|in a while|in years|in months|couple years|havent been in|havent come in|havent been back|reconnect|check in|confirm'
const goneCold =
  'go cold|goes cold|gone cold|went cold|never follow up|no follow up|nobody follows up|no one follows up|dont follow up|forget to follow up|no time to follow up|never followed up'

const customerInfo =
  'customer info|customer information|customer data|client info|client information|customer details|contacts|contact info|leads|lead|customer list|client list|records|info|names and numbers|phone numbers|emails|list of customers|list of clients|list of patients|customers list|clients list'
const scattered =
  'all over the place|everywhere|scattered|spreadsheet|spreadsheets|excel|sticky notes|post its|postits|paper|notebook|notes|my phone|different places|mess|messy|disorganized|unorganized|organize|organized|lose track|lost track|losing track|keep track|slip through|falls through|falling through|through the cracks|lost|lose|losing|get lost|gets lost|forget|forgotten|their own|own list|their phones|own phones|separate|everyone has|inbox|texts'
const trackWho =
  'track customers|track our customers|track clients|track our clients|track patients|index cards|rolodex|who called|who contacted|who wrote|who emailed|who we quoted|who we already quoted|who asked|who inquired|who is who|which customers|which client|which customer|who asked for what|who wants what|who needs what|no idea who|dont know who|forget who|forgot who|remember who|who we already|who we gave|who got'
const inquiries = 'forms|form|inquiries|enquiries|submissions|contact form|leads|requests'
const buried = 'inbox|get lost|gets lost|lost|buried|pile up|piling up|miss them|missed|never see'

const nobody =
  'nobody|no one|noone|cant|can not|cannot|dont know how|no time|dont have time|who|web guy|web designer|developer|designer|guy who|person who|disappeared|ghosted|gone|quit|wont answer|doesnt answer|retired|moved away|moved|left|passed away|out of business|no longer|cant reach|cant get a hold|cant get ahold'
const change =
  'keep * current|keep * up to date|keep * updated|keeping * current|keeping * updated|update|updates|updated|updating|change|changes|changing|edit|edits|editing|add|adding|maintain|maintaining|maintenance|keep up|upkeep|put up|post|swap|current|up to date|fresh'
const siteContent =
  'prices|price|menu|hours|photos|pictures|pics|content|text|info|staff|services|holiday hours|items|specials|phone number|address'
const siteDown =
  'down|went down|goes down|crashed|crash|crashes|hacked|hack|virus|malware|not secure|offline|error|errors|expired|keep it running|keeps it running|keep * site running|keeps * site running|keep * website running|keeps * website running|security warning|white screen|blank page|404|error page|redirects'

export const situationWords: SituationWords = {
  services: {
    website: {
      tool: 'check',
      unless:
        'move|moving|transfer|migrate|own|ownership|domain|check|checker|test|testing|audit|score|scan|measure|pagespeed|lighthouse|find out|know if|tell me if|tell if|see if|see how|how do i know|how can i tell|is my site|is my website|is our site|is our website',
      situations: [
        [site, slow],
        [site, looksOld],
        [site, phone, 'not friendly|not mobile friendly|doesnt fit|weird|wrong|small'],
        [site, leaving],
        [site, redesign],
      ],
      withoutTool: [[noSite]],
    },
    localSeo: {
      names: 'seo|google ads|search ads|ad campaigns|ad campaign|local seo|search engine optimization',
      tool: 'check',
      situations: [
        [google, invisible],
        [competitors, google, 'first|top|higher|above|before|ahead|more'],
        [competitors, invisible],
        [fewVisits],
        [
          site,
          'no traffic|no visitors|no visits|nobody visits|no one visits|nobody goes|nobody sees|nobody looks|zero visitors|few visitors|barely anyone|barely anybody|hardly anyone',
        ],
        [google, noCalls],
      ],
      withoutTool: [
        [local, findOut],
        [ads, adsAction],
      ],
    },
    reviews: {
      names:
        'review automation|review requests|review request|automated reviews|automatic reviews|automated review|automatic review',
      tool: 'reviewKit',
      unless:
        'remove|removed|delete|deleted|take down|taken down|get rid|disappear|hide|fake|buy|purchase|pay for|paid|incentive|incentivize|in exchange|reward|gift card|respond|reply|report|flag|dispute|sue|lawyer|legal|you write|write reviews for|write our reviews|write my reviews|write them for|turn off|filtered|filter|guarantee|you post|post reviews for|post them for|leave reviews for us|leave us reviews|write us reviews|for money|pay people|competitor reviews|competitors reviews|reviews of my competitor|reviews on competitors',
      situations: [
        [review, reviewTrouble],
        [review, ours, moreReviews],
      ],
    },
    chatbot: {
      names:
        'chatbot|chatbots|chat bot|bot|bots|ai assistant|ai chat|virtual assistant|ai receptionist|live chat',
      situations: [
        [asking, again],
        [afterHours, reaching],
        [missedCalls],
        [swamped, answering],
        [phoneBusy, asking],
        [
          'cant answer|cant reply|cant respond|cant keep up with|no time to answer|dont have time to answer|cant get back to|never get back to',
          'messages|message|questions|calls|emails|dms|inquiries|chats|texts|everyone|everybody|all of them',
        ],
      ],
    },
    booking: {
      names:
        'booking system|online booking|booking tool|scheduling system|scheduling tool|booking software|scheduling software|booking page|booking link',
      tool: 'booking',
      situations: [
        [noShows],
        [appointment, byHand],
        [swamped, appointment, byHand],
        [selfBooking],
        [doubleBooked],
        [showMe, appointment, 'online|on the site|on our site|on my site|website'],
      ],
    },
    campaigns: {
      names:
        'email campaigns|email campaign|text campaigns|text campaign|sms campaigns|email marketing|text marketing|sms marketing',
      situations: [
        [neverBack],
        [backAgain, wanting],
        [promo, tellCustomers],
        [aList, unused],
        [slowDays],
        [remind, 'its time|time for|due for|next|every year|annual|yearly|seasonal|come back|again'],
      ],
    },
    phoneCalls: {
      names:
        'call campaigns|call campaign|phone campaigns|phone campaign|calling campaigns|outbound calls|cold calling',
      situations: [[calling, following], [calling, neverBack], [calling, backAgain], [goneCold]],
    },
    crm: {
      names: 'crm|crms|hubspot|salesforce|customer database',
      situations: [[customerInfo, scattered], [trackWho], [inquiries, buried]],
    },
    siteCare: {
      names: 'hosting|maintenance|care plan',
      situations: [
        [nobody, change, site],
        [change, siteContent, site],
        [change, siteContent, nobody],
        [site, siteDown],
        [site, 'old|wrong|outdated|last years|expired', siteContent],
        [site, 'cant log in|cant login|locked out|lost access|no access|password|login|log in'],
      ],
    },
  },
  talkItThrough: [
    [
      'talk|speak|discuss|chat with|walk me through|walk me thru|on a call|call with|meeting|meet|consultation|consult',
      'someone|somebody|you|person|human|real person|about|it|this|over',
    ],
  ],
}
