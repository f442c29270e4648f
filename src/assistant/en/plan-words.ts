import type { PlanWords } from '../plan-words.ts'

/** How an English question tells of the plan it needs (src/assistant/plan-needs.ts reads it). */
export const PLAN_WORDS: PlanWords = {
  numbers: {
    one: 1,
    single: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    fifteen: 15,
    twenty: 20,
  },
  or: 'or|to|and',
  page: 'pages?|pagers?|sections?',
  people: 'employees|staff|people|persons|workers|team members|techs|technicians',
  teamOf: 'team of|staff of|crew of',
  dollars: 'dollars|bucks|usd',
  amounts: {
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
    'a hundred': 100,
    'one hundred': 100,
    'two hundred': 200,
    'three hundred': 300,
    'four hundred': 400,
    'five hundred': 500,
    'six hundred': 600,
    'seven hundred': 700,
    'eight hundred': 800,
    'nine hundred': 900,
    'eleven hundred': 1100,
    'twelve hundred': 1200,
    'thirteen hundred': 1300,
    'fourteen hundred': 1400,
    'fifteen hundred': 1500,
    'two thousand': 2000,
    'a thousand': 1000,
    'one thousand': 1000,
    'a grand': 1000,
  },
  perMonth: /^\s*(?:a|per|each|every|\/)\s*(?:month|mo)\b|^\s*monthly\b/,
  monthlyBefore: /\b(?<!\b(?:no|without|never) )(?:monthly|a month|per month)(?:\W+\w+){0,6}?\W*$/,
  budget:
    /\b(?:budget|(?:my|our) (?:ceiling|cap|limit) is|afford|(?<!\bads? )spend|(?:can|could|want to|would like to|prefer to) (?:only |just )?(?:pay|do)|only (?:have|pay|want to pay)|(?:(?:i|we) (?:only |just )?(?:have|ve got|got)|(?:ive|weve) (?:only |just )?got) (?:about |around )?(?:\$|\d+)|(?:cant|cannot|wont|not) go over|(?:cant|cannot|wont|not) (?:pay|spend) more than|up to|under|less than|or less|no more than|at most|max(?:imum)?)\b|\b(?:get|buy|want|need) (?:[\w-]+ ){0,4}?for (?:\$|\d[\d,]* (?:dollars|bucks|usd)\b)|\b(?:in )?total\b/,
  needs: {
    chatbot:
      /\b(?:chat ?bots?|bots?|ai (?:chat|assistant|receptionist)\w*|artificial intelligence|virtual assistant)\b/,
    booking:
      /\b(?:booking(?! link)|book (?:a |an )?(?:slot|appointment|table|time)s?|calendar|scheduling|online appointments|reservations)\b/,
    leadCapture: /\b(?:lead capture|capture (?:more |new )?leads|analytics|stats)\b/,
    hosting: /\b(?:hosting|hosted|host (?:it|the site|my site|our site))\b/,
    contentUpdates:
      /\b(?:(?:content )?updates?|changes|edits) (?:every|each|per|a) month\b|\bmonthly (?:updates?|changes|edits)\b|\bcontent updates?\b/,
    unlimitedEdits: /\b(?:unlimited|as many (?:\w+ )?as (?:i|we) (?:want|need|like)|no limit)\b/,
    prioritySupport:
      /\b(?:priority support|support first|(?:gets?|are) helped first|fast (?:help|support)|took (?:weeks|days|forever) to (?:answer|reply|respond|get back))\b/,
    localSeo: /\bseo\b|\bshow up (?:on|in) google\b/,
    fullSeo: /\b(?:full|complete|advanced) seo\b|\bnot (?:just|only) local\b/,
    splitTesting: /\bsplit[\s-]?test\w*|\ba\s?\/\s?b[\s-]?test\w*/,
    phoneCampaigns:
      /\b(?:phone|call)(?: call)? campaigns?\b|\bcall(?:ing|s)? (?:\w+ ){0,2}?(?:leads|customers|clients|patients)\b|\boutreach\b/,
    crm: /\bcrm\b/,
    noContract:
      /\b(?:no|without|not|never|dont want to be) (?:\w+ ){0,3}?(?:contract|commitment|locked in|tied)\w*|\bcancel (?:any ?time|whenever)\b|\bmonth to month\b/,
    customApp: /\b(?:custom |internal |mobile |our own |an? )apps?\b|\bcustom software\b/,
    automation: /\b(?<!review )automat(?!ic)\w+|\bbusiness process\w*/,
    locations:
      /\b(?:several|multiple|many|two|three|four|five|\d+) (?:locations|offices|branches|stores|states|cities)\b/,
  },
  payment: [
    [
      'once',
      /\b(?:pay(?:ing)?|paid) (?:\w+ ){0,2}?(?:once|one[\s-]?time)\b|\bone[\s-]?time (?:payment|fee|price|cost|plan)\b|\bone (?:single )?payment\b|\bflat fee\b(?! (?:every|each|a|per) month)|\bone[\s-]?time\b(?!(?:\s+\S+){0,3}?\s+(?:setup|set up|add))|\b(?:(?:refuse|dont want|do not want|not willing|unwilling) to|rather not|wont|will not) pay (?:\w+ ){0,2}?(?:monthly|every month|a month|per month)\b|\b(?:no|zero|hate|dont want(?: any)?|do not want(?: any)?|without an?y?) (?:monthly|subscription|recurring)\w*|\bown it outright\b/,
    ],
    [
      'noUpfront',
      /\b(?:no|without|zero|nothing(?: else)?) (?:\w+ ){0,2}?(?:up ?front|setup|initial|deposit|down payment)\b|\b(?:cant|cannot|wont|will not|dont want to) put (?:anything|any money|money|nothing) down\b|\b(?:dont|do not|cant|cannot|wont|will not|refuse to|rather not|skip) (?!mind\b|care\b|go over\b|spend\b|pay more\b)(?:\w+ ){0,5}?(?:setup|up ?front)\b/,
    ],
    [
      'monthly',
      /\bmonthly (?:plan|payments?|fee|price|bill)\b|\bpay (?:\w+ )?monthly\b|\bper month\b|\bsubscription\b/,
    ],
  ],
  builtIn: /\b(?:built[\s-]?in|included|bundled|comes with|instead of (?:as )?an? add|not (?:as )?an? add)/,
  cheapest:
    /\b(?:cheapest|lowest|least expensive|most affordable|cheap|budget is tight|tight budget|on a budget|as low as possible|keep (?:\w+ ){1,3}?(?:low|down))\b/,
  mostPopular:
    /\b(?:most popular|best seller|what most (?:people|ppl|folks|businesses|clients|customers))\b|\bmost (?:people|ppl|folks|businesses|clients|customers) (?:\w+ ){0,2}?(?:pick|choose|go with|going with|get)\b/,
  asksForAPlan:
    /\b(?:plans?|packages?|tiers?)\b|\bwhich one\b|\bway to (?:get|go|be) (?:\w+ ){0,2}?online\b|\bis there (?:something|anything|an option|a way)\b|\bwhat should (?:i|we) (?:get|pick|choose)\b|\brecommend\b|\bfits?\b/,
  namesByPayment:
    /\b(?:the|your|that) (?:one[\s-]?time|pay(?: it)? once|monthly) (?:\w+ )?(?:plans?|packages?|options?|sites?|ones?)\b/,
  asksWhen: /\bwhen (?:do|does|will|would|should|must|is|are|can)\b|\bbefore or after\b/,
  asksWhatItIs:
    /\bwhat (?:does|do) (?:the |your )?(?!plans?\b|packages?\b)\w+ (?:\w+ )?(?:include|cover|mean)\b/,
  comparesAll:
    /\b(?:all|every|each)(?: of)? (?:\w+ )?(?:plans|packages|options|prices)\b|\bcompare\b|\bside by side\b/,
  wants:
    /(?<!\b(?:do|does|if|whenever|what) )\b(?:(?:i|we)(?: really| also| just)? (?:want|need|would like)|(?:id|wed) (?:like|want|need))\b|\band (?:really )?(?:want|need)\b|^\s*need\b|\b(?:is a must|must have|a must-have|is (?:non-negotiable|essential|mandatory))\b|\b(?:my|our) (?:\w+ ){1,2}?(?:needs?|has|have) to\b|\b(?:i|we) (?:dont|do not) want\b|\b(?:i|we) refuse\b/,
  notNeeded:
    /\b(?:(?:dont|do not|doesnt|does not) (?:really )?(?:need|want(?! to be| to pay)|care about)|no need (?:for|of))\b(?:(?!\b(?:but|though|although|however|and (?:i|we) (?:need|want))\b)[^.;!?])*/g,
  refused: /\b(?:no|without)\s+$/,
  toStart:
    /\b(?:up ?front|setup|set up|to start|start(?:ing)?|initial(?:ly)?|deposit|down payment|first month|get going|kick ?off)\b/,
  several: /\b(?:which|what|any) (?:\w+ )?(?:plans|packages|tiers)\b|\bwhich ones\b/,
  recommends: /\b(?:recommend|suggest)\b/,
}
