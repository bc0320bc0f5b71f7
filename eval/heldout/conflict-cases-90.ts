import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 90 (issue 36), written by an author who had read neither lib/ nor
 * the other sets, before anyone ran the conflict check on them.
 *
 * Field: community sports clubs and leisure centres (junior football, netball, cricket and swimming
 * clubs; pitch and court bookings, fixtures and kick-off times, results, subs and membership fees, kit
 * orders and sizes, coaching rotas, DBS checks, minibus hire, tournament entries, accident books, lane
 * allocations).
 *
 * Styles: about half the messages are written the way clubs write: fixture lists, team sheets, booking
 * confirmations, subs reminders, kit order forms, committee minutes, WhatsApp-group messages from
 * parents and coaches (emoji, "!!", shorthand like KO, FT, POTM), league emails with signatures and
 * terse texts; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: cup semi-final kick-off, admission and date; accident-book entry (ankle, date, call time);
 *   committee minutes on subs; leisure-centre hall booking (courts, time, cost, date); cricket fees
 *   all agreeing.
 * - paraphrase: netball subs deadline; block-booking times; coaching rota reordered; presentation
 *   evening time; gala warm-up; DBS certificate number and date; match report scorer and POTM; nets
 *   times and start date; lane times; away kick-off; parking charge; membership fees; U15s training
 *   times; team-sheet subs; relay event; fixture kick-off; payment reference; cricket fees.
 * - close: U11s kick-off 10:15/10:45; subs £42/£48; kit sizes 4/3 x YL; result 2-1/3-1; minibus hire
 *   £1,150/£1,510; lanes 4-6/3-5; kit deposit £25/£35; minibus meet 8.15/8.45; senior subs £90/£95;
 *   hall cost £86.40/£68.40; accident-book pick-up 7.40/7.10; Stage 3 lessons 9.10/9.40.
 * - negation: minibus driver; parents on the poolside gallery; training on/off; DBS back or not;
 *   tournament entry.
 * - correction: presentation evening moved; gala warm-up typo corrected inside the branch; away venue
 *   moved; venue postcode on the flyer; U15s training move retracted inside the branch; lessons
 *   timetable.
 * - shared-words: two age groups' kick-offs at the same ground; two pitches at Millfield; two courts at
 *   Oakwood; junior and masters swim fees; two players called Ellie.
 * - identifier: booking ref LC-48213/LC-48231; DBS number with and without spaces; membership number
 *   JSC-2207/JSC-2201; lane numbers; postcode LE11 3TU/LE11 3UT; Pitch 7A/7B; payment reference with
 *   and without spaces.
 * - list: kit order sizes; coaching rota reordered; tournament entries; netball team sheet reordered;
 *   relay squad.
 */
export const HELDOUT_CONFLICT_CASES_90: HeldOutConflictCase[] = [
  {
    name: "U11s kick-off on the fixture list against the ref's confirmation",
    branch: [
      "FIXTURES — Sun 12th Oct\nU9s v Calder Juniors (H) KO 9:30, Pitch 6\nU11s v Hartley Rovers (H) KO 10:15, Pitch 3\nU13s v Bramley Town (A) KO 11:00",
      "Can someone bring spare nets for the U11s goals? The ones in the container are ripped.",
    ],
    parent: [
      "Confirmed with the ref — U11s kick off at 10:45 on Sunday, Pitch 3 at Millfield. Please have them there half an hour before to warm up.",
    ],
    conflicts: [["KO 10:15", "kick off at 10:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "spring netball subs amount",
    branch: [
      "Spring term netball subs are £42 per player, payable by 31 Jan. Bank transfer preferred, reference = player's name.",
    ],
    parent: [
      "📣 SUBS REMINDER 📣\nSpring subs: £48 per player\nDue by the end of January please\nSort code 20-45-77, acc 43218876\nAny problems message Jo (treasurer)",
    ],
    conflicts: [["£42 per player", "£48 per player"]],
    paraphrases: [["by 31 Jan", "by the end of January"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "sports hall block booking reference with two digits swapped",
    branch: [
      "Booking confirmed.\nRef: LC-48213\nFacility: Sports Hall Court 2\nDay: Thu 18:00-19:00 (weekly block, 10 weeks)\nPaid: card ending 4471",
    ],
    parent: [
      "Leisure centre emailed about the block booking again — they've got us down as ref LC-48231, court 2 on Thursdays 6-7pm.",
    ],
    conflicts: [["LC-48213", "LC-48231"]],
    paraphrases: [["Thu 18:00-19:00", "Thursdays 6-7pm"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "who drives the minibus to the Ashford tournament",
    branch: ["Dave will drive the minibus to the Ashford tournament on Sunday, leaving the club at 7am."],
    parent: [
      "Slight problem — Dave won't be driving the minibus to Ashford, his licence doesn't have D1 on it. Looking for another driver.",
      "Kirsty's husband might be able to help, will confirm tonight.",
    ],
    conflicts: [["Dave will drive the minibus", "Dave won't be driving the minibus"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "two age groups kicking off at the same rec",
    branch: ["U9s — kick off 9.30 Saturday at Greenfield Rec, please be there by 9. Shin pads compulsory!"],
    parent: ["U13s kick off at 11.00 on Saturday at Greenfield Rec, arrive 10.15 for the warm-up. Black socks please."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "U12 girls kit order with one size count different",
    branch: [
      "KIT ORDER FORM — U12 Girls\nHome shirt: 2 x YS, 5 x YM, 4 x YL, 1 x SM\nShorts: same sizes\nNames/numbers printed: yes\nOrder deadline: Fri 7 Feb",
    ],
    parent: [
      "Sent the U12 girls kit order to Kitlocker this morning: shirts 2 x YS, 5 x YM, 3 x YL, 1 x SM, shorts to match, names and numbers printed.",
    ],
    conflicts: [["4 x YL", "3 x YL"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
  {
    name: "Tuesday coaching rota in a different order",
    branch: ["Coaches on for Tuesday's session: Priya, Tom, Gareth and Leanne. Cones and bibs are in the red bag."],
    parent: ["Tuesday coaches: Gareth, Leanne, Priya, Tom 👍"],
    conflicts: [],
    paraphrases: [["Priya, Tom, Gareth and Leanne", "Gareth, Leanne, Priya, Tom"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "presentation evening date corrected",
    branch: ["Presentation evening is at the clubhouse on Fri 27 June, 7pm. Trophies ordered for all U7-U11 players."],
    parent: [
      "Correction to my last message — presentation evening is Fri 20 June, not the 27th (the hall is booked for a wedding). Still 7 o'clock at the clubhouse.",
    ],
    conflicts: [["Fri 27 June", "Fri 20 June"]],
    paraphrases: [["7pm", "7 o'clock"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "gala warm-up typo corrected in the branch",
    branch: ["Gala warm-up 5.15pm at Northgate pool", "Sorry typo!! warm-up is 5.45pm, gala starts 6.15pm"],
    parent: ["County gala info: warm-up starts at quarter to six, racing from 6:15. Swimmers need club hats."],
    conflicts: [],
    paraphrases: [
      ["warm-up is 5.45pm", "quarter to six"],
      ["gala starts 6.15pm", "racing from 6:15"],
    ],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "cup semi-final kick-off and admission",
    branch: ["U14 cup semi-final is Sat 10th May at Riverside, KO 2pm, £5 entry for adults, kids free."],
    parent: [
      "Cup semi confirmed for Saturday 10 May at Riverside Park, kick-off 3pm. Admission: adults £4, under-16s free.\n\nRegards,\nSteve Hollis\nFixtures Secretary, Wessex Junior League",
    ],
    conflicts: [
      ["KO 2pm", "kick-off 3pm"],
      ["£5 entry for adults", "adults £4"],
    ],
    paraphrases: [["Sat 10th May", "Saturday 10 May"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "DBS certificate number with and without spaces",
    branch: ["Leanne's DBS certificate number is 0012 3456 7890, issued 3 March 2023. Enhanced with barred list."],
    parent: [
      "Welfare officer update: checked Leanne's DBS — cert 001234567890, issued 03/03/2023, enhanced + children's barred list. She's cleared to coach.",
    ],
    conflicts: [],
    paraphrases: [
      ["0012 3456 7890", "001234567890"],
      ["3 March 2023", "03/03/2023"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "player membership number one digit off",
    branch: ["Membership no. for Olivia Mensah: JSC-2207. Medical form on file (asthma, inhaler in kit bag)."],
    parent: ["Olivia Mensah is registered under JSC-2201 on the league portal, photo ID uploaded."],
    conflicts: [["JSC-2207", "JSC-2201"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "U12s result against Ashby",
    branch: ["FT: U12s 2-1 Ashby Athletic. Jayden scored both, POTM Freddie in goal 🧤"],
    parent: [
      "Great result on Saturday — U12s beat Ashby 3-1, Jayden with a brace plus an own goal from their centre half. Freddie man of the match.",
    ],
    conflicts: [["U12s 2-1 Ashby", "beat Ashby 3-1"]],
    paraphrases: [
      ["Jayden scored both", "Jayden with a brace"],
      ["POTM Freddie", "Freddie man of the match"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "parents on the poolside gallery during lessons",
    branch: ["Parents are allowed to watch from the poolside gallery during lessons, just no outdoor shoes."],
    parent: [
      "Reminder from Riverside Leisure: parents are not allowed on the poolside gallery during lessons — please use the café viewing window.",
    ],
    conflicts: [
      ["Parents are allowed to watch from the poolside gallery", "parents are not allowed on the poolside gallery"],
    ],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "two pitches at Millfield",
    branch: ["Pitch 1 at Millfield is the full-size 11-a-side, 100x64 yards, goalposts already up."],
    parent: ["Pitch 4 at Millfield is the 7-a-side, 60x40 yards — mini goals are in the container."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "Wednesday cricket nets written two ways",
    branch: ["Nets are booked 6.30pm to 8pm every Wednesday from 23 April. Bring your own helmet if you have one."],
    parent: ["Wednesday nets: half six till eight, starting Weds 23rd April. Club helmets available for juniors."],
    conflicts: [],
    paraphrases: [
      ["6.30pm to 8pm", "half six till eight"],
      ["from 23 April", "starting Weds 23rd April"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "tour minibus hire price with digits swapped",
    branch: ["Cotswold Vans quoted £1,150 for the 16-seater minibus for tour week, fuel not included."],
    parent: ["Cotswold Vans confirmed the price for the tour minibus: £1,510, fuel extra. Treasurer to pay by Friday."],
    conflicts: [["£1,150", "£1,510"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Monday lane allocation",
    branch: [
      "Lane allocation from the leisure centre: club has lanes 4-6 on Monday 7-8pm, aqua aerobics in the learner pool at the same time.",
    ],
    parent: ["Got the new pool timetable — we have lanes 3-5 on Mondays 7 till 8."],
    conflicts: [["lanes 4-6", "lanes 3-5"]],
    paraphrases: [["Monday 7-8pm", "Mondays 7 till 8"]],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "away fixture venue moved",
    branch: [
      "Away fixture v Dursley Dynamos, Sat 1st Nov — Kingsmead Park, BS16 4QR, KO 2.30. Cars leave the club at 1.15.",
    ],
    parent: [
      "UPDATE: the away game v Dursley has moved — it's now at Hollybrook Rec, not Kingsmead. Still a half two kick-off.",
    ],
    conflicts: [["Kingsmead Park", "Hollybrook Rec"]],
    paraphrases: [["KO 2.30", "half two kick-off"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "tournament venue postcode with two letters swapped",
    branch: ["Tournament venue postcode for satnav: LE11 3TU. Parking £3 on the day, cash only."],
    parent: ["Venue postcode is LE11 3UT — the one on the flyer is wrong. Parking is three pounds, cash."],
    conflicts: [["LE11 3TU", "LE11 3UT"]],
    paraphrases: [["Parking £3 on the day", "Parking is three pounds"]],
    shapes: ["identifier", "correction", "paraphrase"],
  },
  {
    name: "accident book ankle entry",
    branch: [
      "Incident log: Sat 5 Oct, U10 player Noah B, twisted left ankle in the 2nd half, ice applied, parent informed at 10:20. First aider: Claire.",
    ],
    parent: [
      "First aid book entry — 5/10, Noah B (U10s), right ankle, ice pack applied, mum told at 10.20, Claire dealt with it.",
    ],
    conflicts: [["twisted left ankle", "right ankle"]],
    paraphrases: [
      ["Sat 5 Oct", "5/10"],
      ["parent informed at 10:20", "mum told at 10.20"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Easter six-a-side entries with one team name different",
    branch: [
      "Entries for the Easter 6-a-side at Towcester: U8 Lions, U9 Tigers, U10 Panthers, U11 Jaguars. £25 per team.",
    ],
    parent: [
      "Done — entered the Easter 6-a-side with U8 Lions, U9 Tigers, U10 Pumas and U11 Jaguars, paid £100 total.",
    ],
    conflicts: [["U10 Panthers", "U10 Pumas"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "training on or off tonight",
    branch: ["Training is on tonight, pitch is fine — just checked. 6pm as usual."],
    parent: ["Training is OFF tonight, the council have closed all the pitches after the rain. Sorry folks."],
    conflicts: [["Training is on tonight", "Training is OFF tonight"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "two courts at Oakwood on Thursdays",
    branch: ["Court A at Oakwood is booked for the Seniors, Thursdays 7-8pm."],
    parent: ["Court B at Oakwood is booked for the Juniors, Thursdays 6-7pm."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "annual membership in words and figures",
    branch: ["Annual membership is £120, or £10 a month by standing order. Family discount 10% for a second child."],
    parent: [
      "Membership costs a hundred and twenty pounds a year, which works out at ten quid a month if you pay monthly.",
    ],
    conflicts: [],
    paraphrases: [
      ["Annual membership is £120", "a hundred and twenty pounds a year"],
      ["£10 a month", "ten quid a month"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "new kit deposit",
    branch: ["Kit deposit is £25 per child, balance due on collection. Sizes on the form by Friday."],
    parent: ["Can everyone please pay the £35 deposit for the new kit by Friday — balance when it arrives."],
    conflicts: [["£25 per child", "£35 deposit"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "minibus meeting time in the parents' group",
    branch: ["Hi all, meet at the club car park 8.15 Sat for the minibus 👍 packed lunch + water bottle"],
    parent: [
      "Reminder for Saturday: meet at the club car park 8.45 Sat, minibus leaves straight after. Don't be late!!",
    ],
    conflicts: [["car park 8.15 Sat", "car park 8.45 Sat"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "committee minutes on next season's subs",
    branch: [
      "Committee minutes, 14 Jan\n1. Subs: agreed subs rise to £65 for juniors and £90 for seniors from September.\n2. Pitch hire: council renewal signed.\nAction: JH to update website.",
    ],
    parent: ["From the AGM notes — new subs from Sept: juniors £65, seniors £95. Website still shows the old prices."],
    conflicts: [["£90 for seniors", "seniors £95"]],
    paraphrases: [
      ["£65 for juniors", "juniors £65"],
      ["from September", "from Sept"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "new helper's DBS back or not",
    branch: ["Mark's DBS has come back clear, so he can start helping with the U10s on Tuesday."],
    parent: [
      "Heard from the welfare officer: Mark's DBS hasn't come back yet, he can't be on the pitch with the U10s until it does.",
    ],
    conflicts: [["DBS has come back clear", "DBS hasn't come back yet"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "U15s training move retracted in the branch",
    branch: [
      "U15s training moving to Thursdays from next week",
      "Actually scratch that — U15s stay on Wednesday, 6-7.30, committee couldn't get the Thursday slot.",
    ],
    parent: ["U15s train Wednesdays 6pm to half seven as usual, bring astro boots."],
    conflicts: [],
    paraphrases: [["6-7.30", "6pm to half seven"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "badminton hall booking: courts and cost",
    branch: [
      "BOOKING CONFIRMATION\nVenue: Oakwood Leisure Centre\nFacility: Main Hall (4 badminton courts)\nDate: Sun 9 March\nTime: 14:00–16:00\nCost: £86.40\nBooking ref: OAK-77310",
    ],
    parent: ["Oakwood have confirmed the main hall, 6 courts, for Sunday 9th March, 2–4pm, total £68.40."],
    conflicts: [
      ["4 badminton courts", "6 courts"],
      ["£86.40", "£68.40"],
    ],
    paraphrases: [
      ["14:00–16:00", "2–4pm"],
      ["Sun 9 March", "Sunday 9th March"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "netball team sheet listed in reverse",
    branch: [
      "TEAM SHEET U13 v Bramley, Sat 9am\nGS Ava\nGA Mia\nWA Chloe\nC Ruby\nWD Isla\nGD Zara\nGK Ellie\nSubs: Hannah, Grace",
    ],
    parent: [
      "Positions for Bramley on Saturday: GK Ellie, GD Zara, WD Isla, C Ruby, WA Chloe, GA Mia, GS Ava. Hannah and Grace on the bench.",
    ],
    conflicts: [],
    paraphrases: [["Subs: Hannah, Grace", "Hannah and Grace on the bench"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "county champs relay squad with one swimmer different",
    branch: ["Relay team for the 4x50 free at the county champs: Jack, Amir, Leo, Ben."],
    parent: ["Coach has confirmed the 4x50 freestyle relay squad: Jack, Amir, Leo, Sam."],
    conflicts: [["Jack, Amir, Leo, Ben", "Jack, Amir, Leo, Sam"]],
    paraphrases: [["4x50 free", "4x50 freestyle"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "junior and masters swim fees",
    branch: ["Junior swim club fees are £32 a month, covers two sessions a week."],
    parent: ["Adult masters swim fees are £45 a month for three sessions a week."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "referee's pitch for a league fixture",
    branch: ["Ref appointed for fixture WDJL-0419, Pitch 7A, KO 10am. Match fee £30 cash to the ref."],
    parent: [
      "The referee for fixture WDJL-0419 will be at Pitch 7B, kick-off ten o'clock.\n\nRegards,\nSue Pratt\nReferee Secretary, Wessex Junior League",
    ],
    conflicts: [["Pitch 7A", "Pitch 7B"]],
    paraphrases: [["KO 10am", "kick-off ten o'clock"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "cricket subs payment reference spacing",
    branch: ["Bacs ref for subs: use JUN CRICK 0231 and the child's surname please."],
    parent: ["Payment reference is JUNCRICK0231 + surname, thanks all."],
    conflicts: [],
    paraphrases: [["JUN CRICK 0231", "JUNCRICK0231"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "two players called Ellie in the accident book",
    branch: ["Accident book: Ellie (U12) hurt her wrist at netball Tuesday, ice applied, mum collected her at 7.40."],
    parent: [
      "Ellie in the U14s twisted her knee on Saturday, ice applied, sat out the second half.",
      "Re Ellie from the U12s on Tuesday — mum picked her up at 7.10, wrist iced.",
    ],
    conflicts: [["mum collected her at 7.40", "mum picked her up at 7.10"]],
    paraphrases: [],
    shapes: ["shared-words", "close"],
  },
  {
    name: "U12s entry to the Whitsun tournament",
    branch: ["We are entering the U12s into the Whitsun tournament at Brackley, entry fee £40."],
    parent: ["Committee decided we're not entering the U12s into Brackley this year — it clashes with the league cup."],
    conflicts: [["We are entering the U12s", "we're not entering the U12s"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "swimming lessons timetable corrected",
    branch: ["Lessons timetable: Stage 3 group is Saturdays 9.10am, Stage 4 is 10.10am. Both 30 mins."],
    parent: ["Apologies, the timetable we sent was wrong: Stage 3 is Saturdays 9.40am. All other times unchanged."],
    conflicts: [["Saturdays 9.10am", "Saturdays 9.40am"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "cricket fees all agreeing",
    branch: ["Fees for this season: nets £4 a session, match fee £8, juniors free."],
    parent: [
      "Quick one for new members — the match fee's eight pounds, nets are four quid each time, and under-18s don't pay.",
    ],
    conflicts: [],
    paraphrases: [
      ["match fee £8", "match fee's eight pounds"],
      ["nets £4 a session", "four quid each time"],
      ["juniors free", "under-18s don't pay"],
    ],
    shapes: ["multi", "paraphrase"],
  },
];
