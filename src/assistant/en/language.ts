// The assistant's English: how questions asked in English are read (src/assistant/words.ts and
// retrieval.ts apply these rules).
import { stemmer } from 'stemmer'

export { EVERYDAY_WORDS } from './everyday-words.ts'
export { PLAN_WORDS } from './plan-words.ts'

/** A word's stem: "chats" → "chat" (Porter). */
export const stem = stemmer

/** The page's abbreviations and what they stand for: a question may spell them out. */
export const ABBREVIATIONS: Record<string, string> = {
  ai: 'artificial intelligence',
  seo: 'search engine optimization',
  ssl: 'ssl certificate',
  crm: 'customer relationship management',
}

/** Words for a plan or its price: "the launch plan" names the plan Launch (src/assistant/plan-names.ts). */
export const PLAN_NOUNS: ReadonlySet<string> = new Set(
  'plan plans package packages tier tiers option one price prices pricing cost costs fee'.split(' '),
)

/**
 * Words after which a plan's name is the page's word, not the plan: a verb ("my website launch",
 * "help us grow") or the event ("after launch") (plan-names.ts).
 */
export const BEFORE_THE_WORD: ReadonlySet<string> = new Set(
  'will would can could should to it we i they you u site sites website websites business businesses company me us help after before at until till since post pre'.split(
    ' ',
  ),
)

/** Phrases rewritten before the words are split. */
export const PHRASES: [RegExp, string][] = [
  [/^\W*(?:e-?mail|email address|phone(?: number)?|address|contact)\W*$/g, 'contact'],
  [/\b(?:your|ur|the studios?) (?:e-?mail|email address|phone number|address)\b/g, 'contact'],
  [/\b(?:get (?:a )?hold of|reach out)\b/g, 'contact'],
  [/\bget back to\b/g, 'reply'],
  [/\bwho are (?:you|u)\b/g, 'mission'],
  [/\bgo(?:es|ing)? live\b/g, 'launch'],
  [/\b(?:be|im|i am|get|go|going) online\b/g, 'launch'],
  [/\bonline (?:store|shop)s?\b/g, 'stores'],
  [/\bsell(?:ing)? (?:\w+ )?online\b/g, 'stores'],
  [/\bon (?:\w+ )?(?:phone|cell|smartphone)s?\b/g, 'mobile'],
  [/\bload(?:s|ing)? (?:fast|quick\w*|slow\w*)\b/g, 'speed'],
  [/\b\d{1,2} ?(?:pm|am)\b/g, 'after hours'],
  [/\bair condition\w*/g, 'hvac'],
  [/\bmost (?:of )?(?:your |the )?(?:clients|customers|people|ppl|folks|businesses)\b/g, 'popular'],
  [/\b\d{3,}\+? ?(?:employees|staff|people|workers)\b/g, '100 employees'],
  [/\benter ?pri[sz]e\b/g, 'enterprise'],
  [/\bal+[\s-]+incl\w*/g, 'allinclusive'],
  [/\bface ?book\b/g, 'facebook'],
  [/\bas many (?:\w+ )?as (?:i|we) (?:want|need|like)\b/g, 'unlimited'],
  [/\bout of date\b/g, 'outdated'],
  [/\bexperience (?:with|in)\b/g, 'work with'],
  [/\bone[\s-]time\b/g, 'onetime'],
  [/\bone[\s-]page\b/g, '1 page'],
  [/\bget (?:going|started)\b/g, 'start'],
  [/\bwhat (?:\w+ )?(?:do|can) (?:you|u|yall|y all)(?: \w+)? (?:do|offer)\b/g, 'services'],
  [/\badd[\s-]+on\b/g, 'addon'],
  [/\bads? (?:spend|spending)\b/g, 'adspend'],
  [/\bset[\s-]*up\b/g, 'setup'],
  // "After launch", "after my site goes live": when, which says nothing of what is asked.
  [
    /\b(?:after|post)[\s-]+(?:(?:the|my|our|it|its|site|website|they|we|you|goes|go|is) )*(?:launch(?:es|ed|ing)?|live)\b/g,
    ' ',
  ],
]

/** Words that say nothing about what the visitor wants to know. */
export const STOP_WORDS = new Set(
  `a about after also am an and any anything are as at be been before being between build but by can
  come comes could did do does doing done for from get gets getting give go got had
  has have having he help her here him his how i if im in into is it its just know let like make
  many me might more most much my need no not now of off on one or our out over per please quick
  quickly really run should so some tell than that the their them then there these they thing
  things this those till to too u up us use very want was we well were what whats when where
  which while who whom whose why will with would yes you your yours actually basically guys hey hi
  hello kinda lol ok okay pls plz stuff ur ya yall guy dont doesnt isnt arent wont cant
  didnt owner owners something place way`.split(/\s+/),
)

/** "Do you build AI chatbots?", "¿hacen chatbots?": the question asks what the studio does (retrieval.ts). */
export const ASKS_WHAT_YOU_DO =
  /^\W*(?:do|can|could|will|would)\s+(?:you|u|yall|y all|your (?:team|studio))\b/

/** "Which plan…", "what package…": a question whose answer is one of the plans. */
export const ASKS_FOR_A_PLAN =
  /\bwhich (?:\w+ ){0,2}?(?:plan|package|tier|option|one)s?\b|\bwhat (?:\w+ ){0,2}?(?:plan|package|tier|option)s?\b/

/**
 * "All your prices", "pricing?", "compare the plans": a question the whole price list may answer,
 * when it is the best entry (retrieval.ts).
 */
export const ASKS_FOR_EVERY_PRICE =
  /\b(?:all|every|each|full|list|compare|pricing|prices|plans|packages|rates|options|tiers|everything)\b/

/**
 * "What are all your prices?", "how much is each plan?": a question for the price of every plan,
 * which the whole price list answers, whatever else matches it.
 */
export const ASKS_FOR_THE_PRICE_LIST =
  /^(?=.*\b(?:prices?|pricing|costs?|charge|rates|how much)\b).*\b(?:all|every|each|full|whole|complete)(?: (?:of|the|your|one|\d+))* (?:plans?|packages?|options|tiers|prices?|pricing|costs|rates)\b|\b(?:price|pricing) list\b/

/**
 * "Does it sync with Mindbody?", "do you integrate with HubSpot or Salesforce?", "can it answer in
 * Vietnamese?": what the question asks a service to work with, or the language or channel it asks
 * it to answer in (the group that matched), which the page must name for an answer ("do you work
 * with restaurants?" asks whom the studio works for).
 */
export const WORKS_WITH =
  /\b(?:(?<!\byou )works?|(?<!\byou )working|integrat(?:e|es|ing)|syncs?|syncing|connects?|connecting|compatible|hook(?:s|ed)?(?: up)?|plugs?)(?: \w+){0,3}? (?:with|to|into),? ([^.?!;]+)|\b(?:answers?|answering|responds?|replies|reply|talks?|speaks?)(?: \w+){0,3}? (?:in|on|over|via|through) (?:(?:the|a|an|my|our|your) )?(\w+)/

/**
 * "What does an extra page cost?": a question for the price of something extra (its first group),
 * which an answer must price, not only name.
 */
export const ASKS_FOR_AN_EXTRA =
  /^(?=.*\b(?:how much|costs?|charge|price|pay)\b).*\b(?:extra|additional|another|a second|one more) (\w+)/

/** "How much is…", "what does it cost": a question whose answer names a price. */
export const ASKS_FOR_A_PRICE =
  /\bhow much (?:extra |more )?(?:is|are|does|do|would|will|for)\b|\b(?:what|how much) (?:\w+ )?(?:does|do|would|will) (?:\w+ ){0,5}cost\b|\bhow much (?:\w+ ){0,3}?(?:spend|budget|invest)\b/

/**
 * "What does the starter site cost?", "how much should I budget for ads?", "$300", "how fast can
 * you redo it?": a question about what something costs or how long it takes, which the service a
 * situation calls for does not answer (reply.ts).
 */
export const ASKS_COST_OR_TIME =
  /\b(?:costs?|budget\w*|charge|fees?|how much|dollars|bucks|cheaper|cheapest|afford\w*|pricing|how long|how fast|how soon|how quickly|turnaround|deadline|in time for)\b|\$\s?\d/

/** "How many…": a question whose answer states a number. */
export const ASKS_FOR_A_NUMBER = /\bhow many\b|\bhow much of\b/
/** "How long is the contract?", "can I cancel?": a question about a contract, which a plan's card may not state. */
export const ASKS_ABOUT_A_CONTRACT = /\b(?:contracts?|commitment|locked in|lock in|minimum term|cancel\w*)\b/
/** "What's your phone number?": a question whose answer states one, which the page does not. */
export const ASKS_FOR_A_PHONE =
  /\b(?:phone|telephone|cell) number\b|\byour (?:phone|telephone|cell)\b(?! call| campaign)|\bcall you\b/
/** A number as an answer may write it in words. */
export const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|half|once|twice|unlimited|dozens?)\b/

/**
 * "What results did…", "have you done restaurant sites before?": a question about the studio's past
 * work, which Our work and the reviews answer (and nothing else asks them).
 */
export const ASKS_FOR_RESULTS =
  /\b(?:results?|examples?|portfolio|case stud(?:y|ies)|track record|proof|clients? like|past (?:work|clients|projects)|(?:have|did) you (?:\w+ )?(?:done|built|made|work(?:ed)?)|you (?:built|made|created)\b|(?<!you )did(?! you\b)|happened|go(?:ne)? up|went up|(?:any|some|real) (?:numbers|stats|metrics)|got (?:more|new|better))\b/
