import { unbroken } from '../unbroken.ts'
import type {
  AddressProblem,
  Category,
  CheckFailure,
  FieldMetric,
  FieldRating,
  FindingKind,
  PlanId,
  SectionIntro,
  ScoreBand,
} from '../types'

/**
 * The free website check's copy: the section, the check's progress, its result and its faults. The
 * result's findings speak an owner's language; Lighthouse's own words only back them up.
 */
export const websiteCheck = {
  intro: {
    eyebrow: 'The Visibility Engine at work',
    title: 'Free website check',
    intro:
      'Google’s PageSpeed Insights opens your site as a phone does and scores it for speed, accessibility, best practices and SEO. Free, in a minute.',
    visitorWords: [
      'check my current site',
      'test my website',
      'audit',
      'is my site slow',
      'speed test',
      'what is wrong with my website',
      'review my site',
      'seo score',
    ],
  } satisfies SectionIntro,
  fieldLabel: 'Your website',
  placeholder: 'e.g. joes-diner.com',
  submit: 'Check my website',
  /** Under the field: where the address goes (the footer's privacy note says it too). */
  hint: 'Only the address is sent, to Google’s PageSpeed Insights.',
  /** Without JavaScript the form opens PageSpeed Insights' own page instead. */
  noScriptHint: 'It opens in a new tab.',
  progress: {
    label: (address: string) => `Checking ${address}`,
    doing: 'Google is loading the page on a simulated phone and running Lighthouse on it.',
    elapsed: (seconds: number) =>
      `${seconds} ${seconds === 1 ? 'second' : 'seconds'} so far. Most checks take 10 to 60 seconds.`,
    cancel: 'Cancel',
    cancelled: 'Check cancelled. Your address is still in the field.',
  },
  result: {
    heading: 'Your results',
    checked: 'Checked on a phone:',
    categories: {
      performance: 'Performance',
      accessibility: 'Accessibility',
      'best-practices': 'Best practices',
      seo: 'SEO',
    } satisfies Record<Category, string>,
    bands: { poor: 'Poor', average: 'Needs work', good: 'Good' } satisfies Record<ScoreBand, string>,
    /** A meter's value in words: "45 out of 100, Poor". */
    score: (score: number, band: string) => `${score} out of 100, ${band}`,
    fieldHeading: 'What real visitors experienced',
    fieldIntro: `Chrome users on this page over the last ${unbroken('28 days')}, as Google measured them.`,
    fieldIntroWholeSite: `Chrome users across the whole site over the last ${unbroken('28 days')}, as Google measured them.`,
    noFieldData:
      'Google has no measurements from real Chrome users for this site yet: it needs more visits first. The scores above come from the simulated phone.',
    fieldMetrics: {
      lcp: 'Main content shown (LCP)',
      inp: 'Response to taps (INP)',
      cls: 'Layout stability (CLS)',
    } satisfies Record<FieldMetric, string>,
    ratings: { good: 'Good', needsImprovement: 'Needs improvement', poor: 'Poor' } satisfies Record<
      FieldRating,
      string
    >,
    findingsHeading: 'What costs your site most',
    noFindings: 'Nothing that costs your site real points. It is in good shape.',
    /** Before Lighthouse's own names for what it found. */
    evidence: 'In Google’s report:',
    fixedBy: 'Fixed by',
    /** The plan link of a finding: "Grow plan". */
    planLink: (plan: string) => `${plan} plan`,
  },
  findings: {
    slowToShow: {
      title: 'Your site is slow to appear on a phone',
      explanation:
        'Visitors wait on a blank or half-drawn screen. Many leave after three seconds, often for a competitor.',
      service: 'Immersive Web Design',
      plan: 'launch',
    },
    slowToRespond: {
      title: 'Your site freezes while it loads',
      explanation: 'Taps on buttons and menus do nothing for a moment, so visitors think the site is broken.',
      service: 'Immersive Web Design',
      plan: 'launch',
    },
    layoutShifts: {
      title: 'Your page jumps around while it loads',
      explanation: 'Text and buttons move under the visitor’s finger, and they tap the wrong thing.',
      service: 'Immersive Web Design',
      plan: 'launch',
    },
    hardToUse: {
      title: 'Some visitors cannot read or use parts of your site',
      explanation:
        'Faint text, images without descriptions or unlabelled buttons shut out older visitors and people who use a screen reader.',
      service: 'Immersive Web Design',
      plan: 'grow',
    },
    browserWarnings: {
      title: 'Your site shows signs of neglect',
      explanation:
        'Outdated code, errors or security gaps make browsers and visitors trust the site less. Sites need looking after.',
      service: 'site management',
      plan: 'allInclusive',
    },
    hiddenFromSearch: {
      title: 'Google has trouble reading your site',
      explanation:
        'Missing descriptions, titles or links Google cannot follow keep you lower in search results, where nearby customers never look.',
      service: 'Visibility Engine',
      plan: 'grow',
    },
  } satisfies Record<FindingKind, { title: string; explanation: string; service: string; plan: PlanId }>,
  handOff: 'Send this check to the studio',
  /** Its words below 400 px, the start of the full ones (which stay its name). */
  handOffOnPhone: 'Send this check',
  handOffSubject: (address: string) => `Website check: ${address}`,
  handOffMessage: (address: string, scores: string) =>
    `Please look at my website check.\nAddress: ${address}\nScores on a phone: ${scores}.`,
  /** The scores in the message: "Performance 45, Accessibility 88, …". */
  scoreInMessage: (category: string, score: number) => `${category} ${score}`,
  /** When checks are busy (429): the address goes to the studio instead. */
  manualCheck: 'Ask the studio to check it by hand',
  manualSubject: (address: string) => `Manual website check: ${address}`,
  manualMessage: (address: string) => `The free check was busy. Please check my website by hand: ${address}`,
  /** Announced next to the field, one per cause. */
  errors: {
    empty: 'Type your website’s address first, for example joes-diner.com.',
    notAnAddress: 'That does not look like a website address. Try something like joes-diner.com.',
    scheme: 'Only web addresses can be checked: one that starts with https:// or with the site’s name.',
    private:
      'That address only works inside your own network, so Google cannot reach it. Type the address your customers use.',
    invalidUrl: 'Google could not check that address. Check it for typos and try again.',
    quota:
      'Website checks are busy right now. Try again in a few minutes, or send us the address and we will check it by hand.',
    unreachable:
      'The site could not be reached. Check the address, make sure the site is online, and try again.',
    blank: 'The page did not show anything. Google loaded it, but it stayed blank on the phone.',
    failed: 'Google could not finish checking this page. Try again in a minute.',
    network: 'The check could not reach Google. Check your connection and try again.',
    timeout:
      'The check took longer than 90 seconds and was stopped. Try again: the second try is often faster.',
  } satisfies Record<AddressProblem | CheckFailure, string>,
}
