/**
 * Questions visitors ask, in everyday words with some typos, and the facts a right answer must state
 * as the page states them. Off-topic questions must be handed to the studio, never answered.
 * Used by the assistant's unit tests and by `npm run bench` (accuracy and hand-off rate).
 */
export interface OnTopicQuestion {
  question: string
  /** Every one must appear in the answer, as written on the page. */
  facts: string[]
}

export const onTopic: OnTopicQuestion[] = [
  // Plans and prices
  { question: 'How much is the Launch plan?', facts: ['$450', 'one-time'] },
  { question: 'whats the cost of the lanch plan', facts: ['$450'] },
  { question: 'How much does Grow cost?', facts: ['$500', '$49/month'] },
  { question: 'grow plan monthly fee?', facts: ['$49/month'] },
  { question: 'What does the Scale plan cost?', facts: ['$750+', '$75/month'] },
  { question: 'price of scale', facts: ['$750+'] },
  { question: 'How much is All-Inclusive per month?', facts: ['$150'] },
  { question: 'all inclusive plan price', facts: ['$150', 'no setup fee'] },
  { question: 'Is there a setup fee on the all-inclusive plan?', facts: ['no setup fee'] },
  { question: 'what is your cheapest plan', facts: ['$450'] },
  { question: 'prcing for a website?', facts: ['$450'] },
  { question: 'How much for a big custom enterprise project?', facts: ['$1,000–$10,000+'] },
  { question: 'enterprise pricing', facts: ['$1,000–$10,000+', 'custom quote'] },
  { question: 'Do you work with companies with more than 100 employees?', facts: ['100+ employees'] },
  { question: 'How much is the chatbot add-on for Launch?', facts: ['$100 one-time'] },
  { question: 'can i add an ai chatbot to the launch plan', facts: ['$100'] },
  // What each plan includes
  { question: 'What do I get with Launch?', facts: ['1-page mobile-friendly site'] },
  { question: 'Does the launch plan include SSL?', facts: ['Speed optimization + SSL'] },
  { question: 'How many pages is the Grow plan?', facts: ['3–5 page site'] },
  { question: 'how many pages do i get with scale', facts: ['5–10 pages'] },
  { question: 'Does Grow come with a chatbot?', facts: ['24/7 AI chatbot'] },
  { question: 'Which plan has calendar booking?', facts: ['Chatbot + calendar booking'] },
  { question: 'Does Scale include phone call campaigns?', facts: ['2 phone call campaigns per month'] },
  { question: 'Is hosting included in Grow?', facts: ['content update per month'] },
  { question: 'What is in the all inclusive plan', facts: ['Unlimited standard edits', 'Priority support'] },
  { question: 'Which plan is the most popular?', facts: ['All-Inclusive'] },
  { question: 'Does the Scale plan include SEO?', facts: ['Full SEO'] },
  { question: 'do you integrate with my CRM', facts: ['CRM'] },
  // Timelines
  { question: 'How long does it take to build my website?', facts: ['1–2 weeks'] },
  { question: 'how fast can my site go live', facts: ['1–2 weeks'] },
  { question: 'When will my website launch?', facts: ['1–2 weeks'] },
  { question: 'Can you do rush delivery? I need it sooner', facts: ['Rush delivery'] },
  { question: 'how long till im online', facts: ['1–2 weeks'] },
  // Payment
  { question: 'How does payment work?', facts: ['paid upfront'] },
  { question: 'Do I need to pay a deposit?', facts: ['first month’s payment'] },
  { question: 'what do i pay upfront for a monthly plan', facts: ['first month’s payment'] },
  { question: 'Do I pay everything before you start on Launch?', facts: ['paid upfront'] },
  // Cancelling, contracts, ownership
  { question: 'Can I cancel anytime?', facts: ['cancel anytime'] },
  { question: 'is there a contract', facts: ['no contract'] },
  { question: 'how do i cancel my subscription', facts: ['cancel anytime'] },
  { question: 'Do I own my website and domain?', facts: ['registered in your name'] },
  { question: 'who owns the domain name', facts: ['your name'] },
  { question: 'If I leave, can I take my content with me?', facts: ['take them with you'] },
  // Hosting and edits
  { question: 'What is included in hosting and edits?', facts: ['one content update per month'] },
  { question: 'what counts as a standard edit', facts: ['text, photos, prices, hours and menus'] },
  { question: 'Can you update my menu and opening hours?', facts: ['hours and menus'] },
  // Services
  { question: 'Do you build AI chatbots?', facts: ['24/7'] },
  { question: 'How does the AI chatbot learn about my business?', facts: ['services, prices, hours'] },
  { question: 'Can customers book appointments online?', facts: ['Online booking'] },
  { question: 'Do you do local SEO?', facts: ['Local SEO'] },
  { question: 'can you run google ads for me', facts: ['ad campaigns'] },
  { question: 'Do you help with getting more reviews?', facts: ['review requests'] },
  { question: 'Do you send text and email campaigns?', facts: ['text and email'] },
  { question: 'Do you make phone call campaigns?', facts: ['call campaigns'] },
  { question: 'What services do you offer?', facts: ['Website Building'] },
  // Who the studio works with
  { question: 'Do you work with restaurants?', facts: ['restaurants'] },
  { question: 'do you build sites for dentists', facts: ['dental'] },
  { question: 'Can you help an HVAC company?', facts: ['HVAC'] },
  { question: 'do u work with gyms and fitness studios', facts: ['fitness'] },
  { question: 'I run an online store, can you help?', facts: ['online stores'] },
  // Getting in touch
  { question: 'How do I contact you?', facts: ['hello@'] },
  { question: 'whats your email address', facts: ['hello@'] },
  { question: 'How quickly do you reply?', facts: ['one business day'] },
  // About
  { question: 'Why are you cheaper than an agency?', facts: ['$3K–$10K'] },
  { question: 'what is your mission', facts: ['small businesses'] },
  // Written after the rules above were tuned, as a check on them: 16 of these 20 were right at first.
  { question: 'what does launch include', facts: ['1-page mobile-friendly site'] },
  { question: 'is the scale plan a monthly payment', facts: ['$75/month'] },
  { question: 'Do you offer SEO?', facts: ['SEO'] },
  { question: 'whats the difference between grow and scale', facts: ['$500'] },
  { question: 'can i pay monthly', facts: ['first month'] },
  { question: 'do you have a free consultation call', facts: ['Free 30-minute launch call'] },
  { question: 'how much is a website with a chatbot', facts: ['chatbot'] },
  { question: 'Are there any hidden fees?', facts: ['$450'] },
  { question: 'Do you work with schools?', facts: ['schools'] },
  { question: 'do you work with auto repair shops', facts: ['auto repair'] },
  { question: 'can you do spa websites', facts: ['spas'] },
  { question: 'do you do review requests by text', facts: ['review'] },
  { question: 'will my site work on phones', facts: ['mobile'] },
  { question: 'how many edits can i make on all inclusive', facts: ['Unlimited standard edits'] },
  { question: 'do i get priority support', facts: ['Priority support'] },
  { question: 'Can you connect forms to my CRM?', facts: ['CRM'] },
  { question: 'what is the price range for enterprise', facts: ['$1,000–$10,000+'] },
  { question: 'do you need the whole payment upfront', facts: ['upfront'] },
  { question: 'can my chatbot answer questions at night', facts: ['24/7'] },
  { question: 'do you do split testing', facts: ['split testing'] },
]

/** Nothing on the page answers these: the assistant must say so and offer to send them to the studio. */
export const offTopic: string[] = [
  'What is the weather in Paris tomorrow?',
  'Tell me a joke',
  'Who won the football game last night?',
  'What is the capital of Australia?',
  'Can you write me a poem about cats?',
  'how do i bake sourdough bread',
  'What is 17 times 23?',
  'Translate hello into Japanese',
  'Who is the president of France?',
  'Recommend a good movie for tonight',
  'How tall is Mount Everest?',
  'what time is it in tokyo',
  'Can you fix my car engine?',
  'What stocks should I buy?',
  'how many legs does a spider have',
  'sing me a song',
]
