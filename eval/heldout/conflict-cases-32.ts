import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 32 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: hospice charity shop unit rent, blood donation session date, polling station opening
 *     time, food bank sorting headcount, volunteer rota app version, parish grit salt delivery,
 *     youth club new lead, parish council meeting venue.
 *   close, few shared words: council garden waste over Christmas (negation), Gift Aid charity
 *     number (identifier), resident parking permit fee, community centre hall capacity.
 *   multi: summer fete raffle, church hall jumble sale, hospital League of Friends cafe shifts,
 *     parish precept finance meeting, library summer reading challenge, community centre kitchen hire.
 *   correction: litter pick meeting point, scanner appeal quiz entry fee (both in the branch);
 *     fire station toy appeal deadline, defibrillator training places (both in the parent).
 *   paraphrase: allotment waiting list fee, friendship lunch club, council bulky waste pickup,
 *     air ambulance half marathon pledge, community orchard hedge, repair cafe, hospice book sale,
 *     electoral register canvass, Red Cross wheelchair loan, Christmas lights switch-on stewards,
 *     hospice sponsored walk route, Men's Shed tea money.
 *   shared-words: hospice shop volunteer hours, school car boot sale licence, Community Speedwatch
 *     hi-vis order, Rotary bonfire takings by year, Poppy Appeal target vs collected, library
 *     branch Saturday hours.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 18, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_32: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h32 charity shop unit rent",
    branch: [
      "Just back from viewing the empty unit on Market Street for the hospice shop.",
      "The agent says the landlord is asking £1,450 a month, business rates on top but we should qualify for charity relief.",
      "Front window is huge, great for displays. Back room smells a bit damp though.",
    ],
    parent: [
      "Trustees want a one-page summary before Thursday's board meeting.",
      "From the lease draft the agent sent over: monthly rent of £1,540, three-year term with a break clause at 18 months.",
      "Can someone check whether a damp survey is included?",
    ],
    conflicts: [["asking £1,450 a month", "monthly rent of £1,540"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h32 blood session date",
    branch: [
      "Has anyone heard back from NHS Blood and Transplant about the village hall session?",
      "Yes! The mobile team confirmed they'll be with us on Wednesday 14 May, and donors can book appointments through the app from next week.",
      "Brilliant, I'll put it in the newsletter.",
    ],
    parent: [
      "Reminder for whoever is doing the poster: the blood donation session at the village hall is on Wednesday 21 May, 1:30 to 7:30.",
      "We also need two people on the tea and biscuits table.",
      "I can do the afternoon.",
    ],
    conflicts: [["Wednesday 14 May", "Wednesday 21 May"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h32 polling station opening time",
    branch: [
      "Briefing notes from the presiding officer for Thursday: the station is open to voters at 7am sharp and closes at 10pm.",
      "Ballot box seals are in the blue crate, and the tendered ballot papers are in the envelope marked T.",
    ],
    parent: [
      "Polling clerks' rota for the Scout hut station — Janet's on the first stint, from when voting begins at 8am until 1pm.",
      "Sam is covering her lunch break.",
      "Does anyone know if we're allowed a kettle in there?",
    ],
    conflicts: [["open to voters at 7am", "voting begins at 8am"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h32 food bank sorting headcount",
    branch: [
      "How did Saturday go?",
      "Really well — eleven of us turned up to go through the harvest donations, done by lunchtime.",
    ],
    parent: [
      "Warehouse log for the weekend: nine helpers on the Saturday sorting shift, plus Mike driving the van.",
      "We're short on tinned fish and UHT milk again.",
    ],
    conflicts: [["eleven of us", "nine helpers"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h32 rota app version",
    branch: [
      "IT volunteer here. I've updated the volunteer scheduling app on the office laptop to version 3.8.2, so the shift-swap button should finally work.",
      "Let me know if it asks anyone to log in again.",
    ],
    parent: [
      "Coordinator note: the office laptop is running RotaHub 3.9.2 as of this morning. Please log out when you're done.",
      "Also, the printer needs toner, I've ordered some.",
    ],
    conflicts: [["version 3.8.2", "RotaHub 3.9.2"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h32 grit salt delivery",
    branch: [
      "The parish grit bins on Church Lane and up by the school are nearly empty.",
      "Highways rang back: they'll drop off 500 kg of rock salt on Monday for the snow wardens.",
    ],
    parent: [
      "Snow warden update — the council's delivery this week is 750 kg of salt, to be stored in the cricket club shed.",
      "Could two people help shovel it into the bins once it's here?",
      "I can bring the wheelbarrow.",
    ],
    conflicts: [["500 kg of rock salt", "750 kg of salt"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h32 youth club new lead",
    branch: [
      "Good news for Tuesday nights: the new youth club lead starting in September is Kerry Walsh. She ran the scout troop in Ashby for years.",
      "The kids are going to love her.",
    ],
    parent: [
      "Management committee minutes, item 4: appointment of Kerry Blake as youth club coordinator from September, DBS check pending.",
      "Item 5: minibus insurance renewal, quotes to be gathered by the treasurer.",
    ],
    conflicts: [["Kerry Walsh", "Kerry Blake"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h32 parish council venue",
    branch: [
      "Where's the planning meeting on the 9th?",
      "We're gathering in the Methodist schoolroom this time, because the usual hall is having its floor relaid.",
    ],
    parent: [
      "Clerk's email: next council session (9th) will take place at the Cricket Pavilion, Mill Road. Members of the public welcome from 7.15.",
      "Thanks, I'll forward it to the residents' group.",
    ],
    conflicts: [["the Methodist schoolroom", "the Cricket Pavilion"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words (4)
  {
    name: "h32 garden waste over christmas",
    branch: [
      "Will the brown bins still go out over the holidays?",
      "Yes, the council website says garden waste will be collected as normal in Christmas week, just a day later than usual.",
    ],
    parent: [
      "My neighbour says the green-waste service pauses for the festive fortnight — no pickups between 22 December and 5 January.",
      "Guess the hedge clippings will have to wait in the garage.",
    ],
    conflicts: [["will be collected as normal", "no pickups"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h32 gift aid charity number",
    branch: [
      "For the Gift Aid claim form, our registered charity number is 1184327 — it's printed on the letterhead too.",
      "The donor declarations are in the grey folder.",
    ],
    parent: [
      "The HMRC portal wanted to know which organisation we are, so I entered 1184372 from the Charity Commission page.",
      "Submitted; they'll email a reference within a few days.",
    ],
    conflicts: [["1184327", "1184372"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h32 resident parking permit fee",
    branch: ["Renewed my permit for Albert Road (zone C) today — £65 for the year, paid online in about two minutes."],
    parent: [
      "From the council letter: the zone C residents' scheme costs £56 annually.",
      "Visitor scratch cards are unchanged, still sold in books of ten.",
    ],
    conflicts: [["£65 for the year", "£56 annually"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h32 community hall capacity",
    branch: [
      "Can the main hall at Brookside take the ceilidh crowd? We've sold 95 tickets.",
      "The centre manager told me it holds 120 people standing, so we're fine.",
    ],
    parent: [
      "Fire risk assessment for Brookside Community Centre, main hall: maximum occupancy 100.",
      "Exits to be kept clear at all times; no candles or naked flames.",
    ],
    conflicts: [["120 people", "maximum occupancy 100"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h32 fete raffle prizes",
    branch: [
      "Right, raffle plan for the summer fete: tickets are £2 each or three for £5, the draw happens at 4pm on Saturday 12 July by the cake stall, and we've got 25 prizes donated in total (the hamper from the farm shop is the star).",
      "Who's got the book of cloakroom tickets?",
    ],
    parent: [
      "Printing the raffle posters now — draw on Saturday 12 July at 4:00pm, tickets £2 each or three for a fiver, and 28 prizes altogether.",
      "Do we need a licence for this? I think small lotteries get registered with the district council.",
      "Only if we sell tickets before the day, I believe.",
    ],
    conflicts: [["25 prizes", "28 prizes"]],
    paraphrases: [
      ["three for £5", "three for a fiver"],
      ["4pm", "4:00pm"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h32 jumble sale doors",
    branch: [
      "So it's settled: the jumble sale is in the church hall on Saturday 8 March, doors 10am, entry 50p, and we'll need 6 volunteers on the tables.",
      "I'll ask the Brownies if they want to run the tombola.",
    ],
    parent: [
      "Notice for the parish magazine: JUMBLE SALE, church hall, 8/3, opening at 10:30am, admission 50p — helpers please sign up with Ruth (six needed).",
      "Deadline for the magazine is Friday.",
    ],
    conflicts: [["doors 10am", "opening at 10:30am"]],
    paraphrases: [
      ["Saturday 8 March", "8/3"],
      ["6 volunteers", "six needed"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h32 hospital cafe shifts",
    branch: [
      "For the League of Friends café at the General: the morning shift runs 8:00–12:00, the afternoon one 12:00–16:00, and each shift needs three volunteers on the till and counter.",
      "Is there parking for volunteers?",
      "Yes, staff car park B with the permit from reception.",
    ],
    parent: [
      "Text for the new volunteer welcome pack — the café runs two shifts a day, 8am to noon and noon to 5pm, with 3 people per shift. Please wear your lanyard at all times.",
    ],
    conflicts: [["12:00–16:00", "noon to 5pm"]],
    paraphrases: [
      ["8:00–12:00", "8am to noon"],
      ["three volunteers", "3 people per shift"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h32 precept figure",
    branch: [
      "Quick heads-up: the finance committee meets on Tuesday 14 January at 7pm in the reading room to agree a draft precept of £48,500 for next year.",
      "Will the auditor's letter be ready by then?",
    ],
    parent: [
      "Agenda circulated. Finance Committee, Tue 14 Jan, 19:00, reading room. Main item: proposed precept £45,800 (up 3% on this year).",
      "Apologies from Cllr Hughes, she's away.",
    ],
    conflicts: [["£48,500", "proposed precept £45,800"]],
    paraphrases: [
      ["Tuesday 14 January", "Tue 14 Jan"],
      ["7pm", "19:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h32 summer reading books",
    branch: [
      "Summer Reading Challenge sign-ups open at the library on Saturday 5 July; children aged 4 to 11 read six books over the holidays and get a medal at the end.",
      "Can we borrow the big dinosaur banner from the county store again?",
    ],
    parent: [
      "Library newsletter draft: the Summer Reading Challenge starts 5 July, is open to kids aged 4–11, and finishers need to read 8 books to earn their medal and certificate.",
      "Volunteers aged 13+ can help as reading buddies.",
    ],
    conflicts: [["six books", "8 books"]],
    paraphrases: [["aged 4 to 11", "aged 4–11"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h32 kitchen hire deposit",
    branch: [
      "Booked the Oakfield centre kitchen for the curry night fundraiser — Friday 21 November, £18 an hour, with a £100 refundable deposit.",
      "Raj is doing the dal, obviously.",
    ],
    parent: [
      "Booking confirmation from Oakfield Community Centre: kitchen hire 21/11, rate £18 per hour, deposit £150 (refundable if the kitchen is left clean).",
      "We should put a cleaning checklist on the wall.",
    ],
    conflicts: [["£100 refundable deposit", "deposit £150"]],
    paraphrases: [
      ["Friday 21 November", "21/11"],
      ["£18 an hour", "£18 per hour"],
    ],
    shapes: ["multi", "paraphrase"],
  },

  // ----------------------------------------------------------- correction (4)
  {
    name: "h32 litter pick meeting point",
    branch: [
      "Litter pick on Sunday: meet at the war memorial at 10, bags and grabbers provided.",
      "Update: the council has moved the start to the bandstand in Victoria Park because of the Remembrance parade.",
    ],
    parent: [
      "Volunteers for Sunday's litter pick, please meet at the war memorial. I'll bring the hi-vis and the first aid kit.",
      "Great, see you there.",
    ],
    conflicts: [["the bandstand", "meet at the war memorial"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h32 quiz night entry fee",
    branch: [
      "Quiz night for the scanner appeal: £5 per person, teams of up to six.",
      "Sorry, I misread the flyer — it's £6 per person this time.",
    ],
    parent: [
      "Entry to the hospital scanner appeal quiz is £5 per person, pay on the door.",
      "There's a picture round and a music round, so bring someone under 30.",
    ],
    conflicts: [["it's £6 per person", "£5 per person"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h32 toy appeal deadline",
    branch: [
      "I've told the Cubs that the last day for the fire station toy appeal is Friday 6 December.",
      "They've collected two bin bags of new toys already!",
    ],
    parent: [
      "Toy appeal: last day for drop-offs at the fire station is Friday 6 December.",
      "Actually they've extended it — donations are now accepted until Friday 13 December because the sorting centre opened late.",
    ],
    conflicts: [["Friday 6 December", "Friday 13 December"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h32 defib training places",
    branch: [
      "The CPR and defib awareness session at the community hall has 18 places, so I've invited the bowls club too.",
      "Do people need to bring anything?",
    ],
    parent: [
      "Defib training: St John Ambulance have given us 18 places.",
      "Sorry, I misread their email — it's 16 places, the trainer can only take two groups of eight.",
    ],
    conflicts: [["18 places", "it's 16 places"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase (12)
  {
    name: "h32 allotment waiting list fee",
    branch: [
      "Is there still a waiting list for plots at Hollins Lane?",
      "There is, about 40 names on it. The allotment society charges twenty-five pounds to go on the list, and newcomers get a half plot first.",
    ],
    parent: [
      "The secretary replied to my enquiry: the Hollins Lane waiting list joining fee is £25, non-refundable.",
      "She also said the water troughs get switched on in April.",
    ],
    conflicts: [],
    paraphrases: [["twenty-five pounds", "£25"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 friendship lunch club",
    branch: [
      "The friendship lunch club at St Anne's is back on Thursdays from next week.",
      "Lunch is served at 12:30 and it's £4 for two courses; Margaret's doing the crumble.",
    ],
    parent: [
      "Told Mr Patel the lunch club sits down at half past twelve on Thursdays, four pounds a head.",
      "He'd like a lift — can anyone with a car do Elm Close?",
      "I can, I go past there anyway.",
    ],
    conflicts: [],
    paraphrases: [
      ["12:30", "half past twelve"],
      ["£4", "four pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 bulky waste pickup",
    branch: [
      "Booked the council bulky waste pickup for the old sofa and the fridge-freezer from the charity's move-on flat.",
      "They're coming on Tuesday 3 March; items need to be out front by 7am.",
    ],
    parent: [
      "Confirmation email: Bulky Waste Collection, ref BW-20418, date 03/03/2026, 2 items (sofa, fridge-freezer), cost £32.",
      "Can the charity claim that back?",
    ],
    conflicts: [],
    paraphrases: [["Tuesday 3 March", "03/03/2026"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 half marathon pledge",
    branch: [
      "Signed up for the Riverside Half for the air ambulance! My fundraising target is £2k and the JustGiving page goes live tonight.",
      "Amazing, I'll share it at work.",
    ],
    parent: [
      "Charity places list: Dee — Riverside Half, pledged to raise £2,000 for the air ambulance.",
      "Running vests are in the cupboard, sizes S to XL.",
    ],
    conflicts: [],
    paraphrases: [["£2k", "£2,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 orchard hedge height",
    branch: [
      "Work party at the community orchard on Saturday: we're laying the hawthorn hedge along the lane and keeping it to 1.5 metres so the footpath stays visible.",
    ],
    parent: [
      "The council's tree officer is happy with the orchard hedge as long as it's kept to 150 cm on the footpath side.",
      "Bring thick gloves, hawthorn is vicious.",
      "And a flask!",
    ],
    conflicts: [],
    paraphrases: [["1.5 metres", "150 cm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 repair cafe hours",
    branch: [
      "Repair café this month is on the 18th in the library annexe, 10am until 1pm.",
      "We've finally got someone who can fix sewing machines!",
    ],
    parent: [
      "Poster text: REPAIR CAFÉ — 18th, Library Annexe, 10:00–13:00. Bring broken toasters, lamps, clothes, bikes.",
      "Should we ask for donations rather than a fixed fee?",
    ],
    conflicts: [],
    paraphrases: [["10am until 1pm", "10:00–13:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 hospice book sale stock",
    branch: [
      "Sorted the donated paperbacks for the hospice book sale: three hundred books boxed up and priced at 50p each.",
    ],
    parent: [
      "Stock sheet for Saturday's book sale — 300 books, all 50p, plus a box of jigsaws at £1.",
      "I'll bring the card reader.",
    ],
    conflicts: [],
    paraphrases: [["three hundred books", "300 books"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 electoral canvass round",
    branch: [
      "How big is my canvass round for the electoral register?",
      "Your patch is the Greenbank estate, roughly fifteen hundred households, with forms back by the end of August.",
    ],
    parent: [
      "Canvasser allocation — Greenbank estate: 1,500 households; return deadline 31 August; paid per completed visit.",
    ],
    conflicts: [],
    paraphrases: [
      ["fifteen hundred households", "1,500 households"],
      ["the end of August", "31 August"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 red cross wheelchair loan",
    branch: [
      "Mum needs a wheelchair for my cousin's wedding trip.",
      "The Red Cross loan service can lend one for two weeks, suggested donation only.",
    ],
    parent: [
      "Short-term equipment loans from the Red Cross are for up to 14 days; bring ID and proof of address when you collect.",
      "The depot is behind the health centre.",
    ],
    conflicts: [],
    paraphrases: [["two weeks", "14 days"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 lights switch-on stewards",
    branch: [
      "The Christmas lights switch-on is Friday 28 November; the mayor presses the button at half five and then the school choir sings.",
    ],
    parent: [
      "Stewards needed for the lights switch-on on Fri 28 Nov — switch-on at 5:30pm, road closure from 4pm.",
      "I'll take the Market Place end.",
      "I'll do the crossing by the bank.",
    ],
    conflicts: [],
    paraphrases: [
      ["half five", "5:30pm"],
      ["Friday 28 November", "Fri 28 Nov"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 sponsored walk route",
    branch: [
      "The route for the hospice sponsored walk is 12 km, starting at the rugby club, with a water stop at the lock keeper's cottage.",
      "Sounds lovely if it stays dry.",
    ],
    parent: [
      "Route card: twelve kilometres from the rugby club, out along the canal and back; water at the lock keeper's cottage.",
      "Dogs on leads please.",
    ],
    conflicts: [],
    paraphrases: [["12 km", "twelve kilometres"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h32 mens shed tea money",
    branch: ["Men's Shed opens Monday and Thursday mornings. A cuppa is £1.50 to cover costs."],
    parent: [
      "Honesty box sign for the shed kitchen: tea or coffee 150p. Biscuits while they last.",
      "Who took the good screwdriver?",
    ],
    conflicts: [],
    paraphrases: [["£1.50", "150p"]],
    shapes: ["paraphrase"],
  },

  // -------------------------------------------------------- shared-words (6)
  {
    name: "h32 hospice shop volunteer hours",
    branch: ["Monthly returns for the hospice shop: Priya logged 42 volunteer hours in May, mostly on the till."],
    parent: [
      "Volunteer hours report — Tom logged 38 volunteer hours in May, mainly sorting donations in the back.",
      "He's asked about doing a van run in June.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h32 car boot licence pitches",
    branch: ["The council licence for the school car boot sale allows up to 60 pitches on the top field."],
    parent: [
      "Bookings update for the school car boot sale: 47 pitches taken so far, and a few more usually turn up on the day.",
      "The PTA will run the burger van.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h32 speedwatch hi-vis order",
    branch: ["Community Speedwatch kit: each hi-vis vest costs £4.20 from the supplier, and they do XXL."],
    parent: [
      "The hi-vis vest order for the Speedwatch team (20 vests) comes to £84 including delivery.",
      "The radar gun is on loan from the police until March.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h32 rotary bonfire takings",
    branch: ["The Rotary bonfire raised £3,100 for local charities in 2022, despite the rain."],
    parent: [
      "Last year (2023) the Rotary bonfire raised £3,800 for local charities, helped by the dry weather.",
      "Let's aim higher this November.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h32 poppy appeal progress",
    branch: ["Our Poppy Appeal target for the town this year is £6,000.", "We've got more tins out than ever."],
    parent: [
      "Poppy Appeal tins counted tonight: £4,350 collected for the town so far.",
      "Thanks to everyone who counted coins.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h32 library saturday hours",
    branch: ["Northgate library opens at 9am on Saturdays now; volunteers run the counter."],
    parent: [
      "Westfield library opens at 10am on Saturdays, and the council still staffs it.",
      "Both branches close at 4pm on Saturdays.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
