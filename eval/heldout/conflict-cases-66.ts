/**
 * Held-out merge-conflict pairs, set 66 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: beekeeping associations, apiaries and small honey producers.
 *
 * Topics (one per case, 40 in all):
 *   close: extraction day start time; brood frames in an inspection log; batch code on heather labels
 *     (identifier); swarm-report map hostname (identifier); lending the association extractor
 *     (negation); apiary registered on BeeBase (negation); honesty-box price sheet; swarm call street
 *     number; AGM date; harvest weight; grafting session time; beginners' course fee.
 *   multi: supers on a hive record card; county on a honey label; microscopy workshop places; swarm
 *     collection rota; April meeting speaker's topic; winter oxalic treatment colony count.
 *   correction: bee inspector's visit day; mated queen order; wax session venue; refractometer reading.
 *   paraphrase: extractor cost; inspection meeting time; nucs for sale; heather crop weight; teaching
 *     apiary opening session; pollination site on oilseed rape; autumn feeding; set honey at the
 *     country market; mating nuc schedule; wax tally; warming cabinet temperature; membership subs.
 *   shared-words: last vs next inspection; landowner's hive limit vs hives on site; two queens' marks;
 *     hive scale readings on different days; beginners' vs improvers' tutor; this year's vs last
 *     year's first swarm.
 *
 * Counts by shape (a case may carry more than one): close 13, identifier 2, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 2.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_66: HeldOutConflictCase[] = [
  // ───────────────────────── close (with identifier and negation) ─────────────────────────
  {
    name: "h66 extraction day start time",
    branch: [
      "Is the extraction day still on for Sunday 7 September? I've got eleven supers to bring.",
      "Yes, Sunday the 7th at Hollins Farm barn. We start spinning at 9.30 sharp, the extractor's booked until 4.",
      "gr8 will bring 2 spare buckets + the uncapping tray",
    ],
    parent: [
      "Reminder for everyone: extraction day is Sunday 7/9 at Hollins Farm. We start at 10.30, please bring your supers in clean lidded boxes so we don't have every wasp in the parish in the barn.",
      "The extractor has to be back with Pete by 4pm, so last supers through by about three.",
    ],
    conflicts: [["start spinning at 9.30", "We start at 10.30"]],
    paraphrases: [
      ["Sunday 7 September", "Sunday 7/9"],
      ["booked until 4", "back with Pete by 4pm"],
    ],
    shapes: ["close"],
  },
  {
    name: "h66 brood frames in the inspection log",
    branch: [
      "how did hv 3 look?",
      "hv 3 - q seen, brd on 6 frames, 2 q cells capped on frame 4. knocked them back",
      "ok so she's not off yet. leave sup on?",
      "yes sup stays, ~half full",
    ],
    parent: [
      "Inspection log, Saturday, St Anne's allotment apiary:\nHive 3 | queen seen | brood on five frames | 2 capped queen cells (destroyed) | super about 50% full | temper good",
    ],
    conflicts: [["brd on 6 frames", "brood on five frames"]],
    paraphrases: [
      ["~half full", "super about 50% full"],
      ["2 q cells capped", "2 capped queen cells"],
    ],
    shapes: ["close"],
  },
  {
    name: "h66 batch code on the heather honey labels",
    branch: [
      "What batch number are we putting on the heather honey labels?",
      "Heather from the moor hives is batch HTH-2408. The spring blossom was HTH-2405, don't mix them up.",
      "ok will get the printer to do 120 labels",
    ],
    parent: [
      "Label proof back from the printers: Ling Heather Honey, 227g, Batch HTH-2409, best before Oct 2026. They'll run 120 on Thursday unless anyone objects.",
    ],
    conflicts: [["batch HTH-2408", "Batch HTH-2409"]],
    paraphrases: [["do 120 labels", "run 120 on Thursday"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h66 swarm report map address",
    branch: [
      "where do members log swarm reports now the old google form is dead?",
      "New swarm map is live at swarms.wealdbka.org.uk, login is your membership number. Collectors on the rota get a text when a pin goes in.",
      "cheers, will put it in the newsletter",
    ],
    parent: [
      "Newsletter draft, section 3 (Swarms): please report swarms on our new map at swarm.wealdbka.org.uk - log in with your membership number and drop a pin. Whoever is on the collection rota gets a text straight away.",
    ],
    conflicts: [["swarms.wealdbka.org.uk", "swarm.wealdbka.org.uk"]],
    paraphrases: [["login is your membership number", "log in with your membership number"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h66 lending the association extractor",
    branch: [
      "Can I borrow the association's radial extractor for the August bank holiday weekend?",
      "Committee agreed at the last meeting: the extractor will be lent to members again this season, £10 a weekend, book through Margaret.",
      "brill, i'll email her 2nite",
    ],
    parent: [
      "Message from the committee: the extractor won't be lent to members this season. The motor burnt out at the July extraction and it's away for repair until the winter.",
      "Sorry to those who'd planned on it - the county association has one you can hire.",
    ],
    conflicts: [["the extractor will be lent to members", "the extractor won't be lent to members"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h66 out-apiary registered on BeeBase",
    branch: ["is roslyn rd on beebase? inspector asking", "yes registered it last wk, 4 hvs listed", "ta"],
    parent: [
      "Just logged into BeeBase ahead of the seasonal inspector's visit - the Roslyn Road apiary isn't registered, only Church Meadow shows up. Can whoever manages it add it with its 4 colonies?",
    ],
    conflicts: [["yes registered it last wk", "Roslyn Road apiary isn't registered"]],
    paraphrases: [["4 hvs", "its 4 colonies"]],
    shapes: ["negation"],
  },
  {
    name: "h66 honesty box price sheet",
    branch: [
      "what are we charging for the summer honey this yr?",
      "Same as last year for the small ones, £4.50 for the half pounds. Putting the 1lb jars up to £7.50 because the jars cost more now.",
      "fair enough, jars went up like 20p each",
    ],
    parent: [
      "Price sheet for the honesty box at the gate:\n227g jar - £4.50\n454g jar - £7.00\ncut comb (approx 200g) - £6.50\nCash or the QR code, no change in the box.",
    ],
    conflicts: [["1lb jars up to £7.50", "454g jar - £7.00"]],
    paraphrases: [["£4.50 for the half pounds", "227g jar - £4.50"]],
    shapes: ["close", "list"],
  },
  {
    name: "h66 swarm call street number",
    branch: [
      "swarm call - 14 alder close, front hedge, football sized, low down",
      "on my way, there by 6ish w/ box + sheet",
      "owner is mrs patel, she'll leave the side gate open",
    ],
    parent: [
      "Swarm log for this evening: collected from the front hedge of 19 Alder Close (Mrs Patel), roughly football-sized cluster, easy reach. Hived at Church Meadow, will check on it Thursday.",
    ],
    conflicts: [["14 alder close", "19 Alder Close"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h66 AGM date",
    branch: [
      "When's the AGM? I need to sort childcare.",
      "Tuesday 11 March, half seven, Bramley village hall as usual. Subs can be paid on the night too.",
      "thanks, I'll be there",
    ],
    parent: [
      "AGENDA\nAnnual General Meeting - 18.03.2025, 7.30pm, Bramley Village Hall\n1. Apologies\n2. Treasurer's report\n3. Election of officers\n4. Swarm rota 2025\n5. AOB",
    ],
    conflicts: [["Tuesday 11 March", "18.03.2025"]],
    paraphrases: [["half seven", "7.30pm"]],
    shapes: ["close"],
  },
  {
    name: "h66 heath apiary harvest weight",
    branch: ["heath apiary done. 42kg off 5 hvs, moisture 17.8", "nice!! best yr yet?", "yep beats last yr by ~10kg"],
    parent: [
      "Harvest summary so far: the Heath apiary gave us forty-eight kilos from its five colonies, water content seventeen point eight per cent, so it's fine to jar straight away.",
    ],
    conflicts: [["42kg off 5 hvs", "forty-eight kilos"]],
    paraphrases: [
      ["moisture 17.8", "seventeen point eight per cent"],
      ["5 hvs", "five colonies"],
    ],
    shapes: ["close"],
  },
  {
    name: "h66 grafting session time",
    branch: [
      "For the queen rearing group: grafting day is Wed 4 June, 10am, at the teaching apiary. Bring a magnifier and a Chinese grafting tool if you have one.",
      "do we need our own cell bars?",
      "no, we've got 3 bars of 15 cups ready",
    ],
    parent: [
      "Queen rearing group, grafting session: Wednesday 4th June at 11am at the teaching apiary. We've prepped 45 cups. The starter colony gets made up the evening before.",
    ],
    conflicts: [["Wed 4 June, 10am", "Wednesday 4th June at 11am"]],
    paraphrases: [["3 bars of 15 cups", "45 cups"]],
    shapes: ["close"],
  },
  {
    name: "h66 beginners' course fee",
    branch: [
      "How much is the beginners' course this spring?",
      "£65, and that includes a year's association membership and loan of a suit for the practical sessions.",
      "and how many weeks is it?",
      "six Tuesday evenings plus two Saturday mornings at the apiary",
    ],
    parent: [
      "Flyer text for the beginners' course: Eight sessions (6 evenings + 2 practical Saturdays). Cost: seventy-five pounds, including a year's association membership and suit hire.",
    ],
    conflicts: [["£65", "seventy-five pounds"]],
    paraphrases: [["six Tuesday evenings plus two Saturday mornings", "6 evenings + 2 practical Saturdays"]],
    shapes: ["close"],
  },

  // ───────────────────────── multi ─────────────────────────
  {
    name: "h66 supers on the hive 7 record card",
    branch: [
      "hv 7 today: q marked blue seen, 8 frames brd, 2 sups on, v calm",
      "blue = 2025 q right?",
      "yes she's this yrs",
    ],
    parent: [
      "Writing up the record card for Hive 7: blue-marked queen seen, eight frames of brood, three supers on, temper calm. Next inspection in 7 days.",
    ],
    conflicts: [["2 sups on", "three supers on"]],
    paraphrases: [["8 frames brd", "eight frames of brood"]],
    shapes: ["multi", "close"],
  },
  {
    name: "h66 county on the wildflower label",
    branch: [
      "Can you check the label wording before I send it off?",
      "It reads: Wildflower Honey, 340g net, Produce of East Sussex, best before end Sept 2027, lot L-0925, with our name and address along the bottom.",
      "looks right to me",
    ],
    parent: [
      "Final label going to print:\nWildflower Honey / 340g / Produce of West Sussex / Best before end 09/2027 / Lot L-0925 / Ridgeway Apiaries + address",
    ],
    conflicts: [["Produce of East Sussex", "Produce of West Sussex"]],
    paraphrases: [["best before end Sept 2027", "Best before end 09/2027"]],
    shapes: ["multi"],
  },
  {
    name: "h66 microscopy workshop places",
    branch: [
      "Is there space on the nosema microscopy workshop?",
      "It's Saturday 22 Feb, 10-1, in the Old School room, max 12 people, working in pairs at the microscopes.",
      "put me down pls",
    ],
    parent: [
      "Microscopy workshop: Sat 22/02, 10am-1pm, Old School room, 10 places, working in pairs. Bring 30 foragers in a matchbox, frozen.",
    ],
    conflicts: [["max 12 people", "10 places"]],
    paraphrases: [["Saturday 22 Feb, 10-1", "Sat 22/02, 10am-1pm"]],
    shapes: ["multi", "close"],
  },
  {
    name: "h66 swarm collection rota",
    branch: [
      "rota for w/c 12 may: mon jo, tue raj, wed fiona, thu raj, fri colin. weekend = whoever's free",
      "colin ok w/ fri?",
      "yes he said fri is fine",
    ],
    parent: [
      "Swarm collection rota, week commencing 12 May\nMon - Jo\nTue - Raj\nWed - Fiona\nThu - Colin\nFri - Colin\nSat/Sun - ring round",
    ],
    conflicts: [["thu raj", "Thu - Colin"]],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h66 April meeting speaker topic",
    branch: [
      "Who's speaking at the April meeting?",
      "Dr Helen Foyle on varroa resistance, Thursday 10 April, 7.30 at the Parish Rooms, £3 for visitors and members free.",
    ],
    parent: [
      "April meeting: Thu 10/4, 7:30pm, Parish Rooms. Speaker: Dr Helen Foyle on Asian hornet surveillance. Visitors £3, members free. Tea and biscuits after.",
    ],
    conflicts: [["on varroa resistance", "on Asian hornet surveillance"]],
    paraphrases: [["Thursday 10 April, 7.30", "Thu 10/4, 7:30pm"]],
    shapes: ["multi"],
  },
  {
    name: "h66 winter oxalic treatment colonies",
    branch: [
      "oa dribble sat 27th? all 9 cols, 5ml per seam",
      "27th fine. i'll warm the syrup, bring the 3.2% mix",
      "ok 10ish at the top apiary",
    ],
    parent: [
      "Winter treatment plan agreed: oxalic trickle on Saturday 27 December, 3.2% solution, 5 ml per seam of bees, all eleven colonies at the top apiary, meeting about 10.",
    ],
    conflicts: [["all 9 cols", "all eleven colonies"]],
    paraphrases: [
      ["10ish", "meeting about 10"],
      ["5ml per seam", "5 ml per seam"],
    ],
    shapes: ["multi"],
  },

  // ───────────────────────── correction ─────────────────────────
  {
    name: "h66 bee inspector visit day",
    branch: [
      "When's the seasonal bee inspector coming to the teaching apiary?",
      "Thursday 19 June, she said late morning. Mainly looking for EFB after the case over at Dunsford.",
      "ok I'll make sure the hive records are up to date",
    ],
    parent: [
      "Correction to what I said earlier: the inspector's visit is Friday 20 June, not the Thursday. Still late morning.",
    ],
    conflicts: [["Thursday 19 June", "Friday 20 June"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h66 mated queen order",
    branch: ["q order in. 3 mated qs from hillside, post ~9 june", "carniolan?", "yes carnis, £42 each"],
    parent: [
      "Actually make that four mated Carniolan queens, not three - Brian wants one for his queenless colony. Still £42 each from Hillside, dispatch around the 9th of June.",
    ],
    conflicts: [["3 mated qs", "four mated Carniolan queens"]],
    paraphrases: [["post ~9 june", "dispatch around the 9th of June"]],
    shapes: ["correction"],
  },
  {
    name: "h66 wax session venue",
    branch: [
      "Where's the wax rendering and candle session?",
      "At the Scout hut on Mill Lane, Sunday at two. Bring your old comb in a bin bag and a pair of rubber gloves.",
    ],
    parent: [
      "Quick correction: the wax session has moved to the Methodist church hall on Mill Lane - the Scout hut turned out to be double booked. Same time, Sunday 2pm.",
    ],
    conflicts: [["At the Scout hut on Mill Lane", "Methodist church hall on Mill Lane"]],
    paraphrases: [["Sunday at two", "Sunday 2pm"]],
    shapes: ["correction"],
  },
  {
    name: "h66 refractometer reading on the OSR batch",
    branch: ["osr honey refrac 18.6 so ok to jar?", "under 20 so technically yes but watch it, osr sets fast"],
    parent: [
      "Correction on the OSR batch: I misread the refractometer, it's 19.6% water, not what I texted. Too near the limit for my liking - it's going in the warming cabinet with the dehumidifier before we jar it.",
    ],
    conflicts: [["refrac 18.6", "it's 19.6% water"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },

  // ───────────────────────── paraphrase (no conflict) ─────────────────────────
  {
    name: "h66 cost of the new extractor",
    branch: [
      "what did the new 9-frame radial end up costing?",
      "One thousand two hundred pounds including delivery, half of it from the county grant.",
    ],
    parent: [
      "Treasurer's note: equipment spend this year £1,200 (radial extractor, delivered), of which £600 was covered by the county grant.",
    ],
    conflicts: [],
    paraphrases: [
      ["One thousand two hundred pounds", "£1,200"],
      ["half of it from the county grant", "£600 was covered by the county grant"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 inspection meeting time",
    branch: ["inspection tmrw? meet @ apiary half past 5?", "ok. bring smoker fuel, i'm out"],
    parent: ["Tomorrow's inspection: Lower Fields apiary, 17:30 start, Gill and Ahmed. Ahmed's bringing smoker fuel."],
    conflicts: [],
    paraphrases: [["half past 5", "17:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 nucs for sale this spring",
    branch: [
      "How many nucs is the association selling this spring?",
      "A dozen, all on 5 frames with 2024 queens, going to members first.",
      "great, can I put my name down for one?",
    ],
    parent: [
      "Nuc sales: 12 available, five-frame Nationals, queens from last year (2024). Members get first refusal until 1 May, then we open it up. £180 each.",
    ],
    conflicts: [],
    paraphrases: [
      ["A dozen", "12 available"],
      ["on 5 frames", "five-frame"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 heather crop weight",
    branch: ["weighed the heather sups: 30lb net of honey approx", "not bad for a wet aug"],
    parent: [
      "Heather crop from the moor site came to about 13.6 kg net after draining. It's pressed honey so we're jarring it in the small 227g jars.",
    ],
    conflicts: [],
    paraphrases: [["30lb net", "13.6 kg net"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 teaching apiary opening session",
    branch: [
      "When's the first apiary session for the new beekeepers?",
      "Saturday the 3rd of May, 2 till 4, weather permitting. Suits and gloves provided.",
    ],
    parent: [
      "Teaching apiary season opens Sat 03/05, 14:00-16:00 (called off if it's raining or below 15°C). Loan suits available.",
    ],
    conflicts: [],
    paraphrases: [
      ["Saturday the 3rd of May", "Sat 03/05"],
      ["2 till 4", "14:00-16:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 pollination site on the rape field",
    branch: [
      "farmer at ashcombe ok w/ 15-20 hvs on the osr, from ~mid apr",
      "sweet. access via the farm track?",
      "yes, gate code 4471",
    ],
    parent: [
      "Pollination site agreed: Ashcombe Farm, oilseed rape, fifteen to twenty colonies from the middle of April. Use the farm track, gate code 4471, and keep it shut behind you.",
    ],
    conflicts: [],
    paraphrases: [
      ["15-20 hvs", "fifteen to twenty colonies"],
      ["from ~mid apr", "from the middle of April"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 autumn feeding amounts",
    branch: ["feeding tonight: 2:1 syrup, 10L per hv for the weak ones", "fondant for the rest?", "yep 2.5kg blocks"],
    parent: [
      "Autumn feeding note for the records: the weak colonies got heavy syrup (two parts sugar to one part water), ten litres each; the rest got a 2.5 kilo block of fondant on the crownboard.",
    ],
    conflicts: [],
    paraphrases: [
      ["2:1 syrup", "two parts sugar to one part water"],
      ["10L per hv", "ten litres each"],
      ["2.5kg blocks", "2.5 kilo block"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 set honey at the country market",
    branch: [
      "What are you charging for the set honey at the country market?",
      "€9 a jar for the 340g, or two for €17. Same for the runny.",
    ],
    parent: [
      "Country market price card:\nSet honey, 340 g - nine euro\nTwo jars for seventeen euro\nRunny honey - same prices",
    ],
    conflicts: [],
    paraphrases: [
      ["€9 a jar", "nine euro"],
      ["two for €17", "Two jars for seventeen euro"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 mating nuc schedule",
    branch: [
      "when do I look in the mating nucs?",
      "Leave them alone for three weeks after the cells go in, so not before 1 July. Opening them early is how you lose virgins.",
    ],
    parent: [
      "Mating nuc schedule: ripe cells placed 10 June, first look for eggs 21 days later (1/7). Don't open them before then.",
    ],
    conflicts: [],
    paraphrases: [
      ["three weeks", "21 days later"],
      ["not before 1 July", "(1/7)"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 wax tally for the year",
    branch: [
      "rendered the cappings: 3.5kg clean wax",
      "trade it in for foundation?",
      "yes the swap scheme, should get ~ 35 sheets",
    ],
    parent: [
      "Wax tally for the year: three and a half kilos of clean cappings wax, going into the supplier's exchange scheme for roughly thirty-five sheets of foundation.",
    ],
    conflicts: [],
    paraphrases: [
      ["3.5kg clean wax", "three and a half kilos"],
      ["~ 35 sheets", "roughly thirty-five sheets"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 warming cabinet temperature",
    branch: [
      "How warm can I take the set honey to get it pourable for jarring?",
      "Keep it at 40°C max in the warming cabinet, for a day or so. Any hotter and you'll darken it and push the HMF up.",
    ],
    parent: [
      "Jarring guide from Marcy (she still thinks in American units): warming cabinet no hotter than 104°F, for about 24 hours, then jar while it's runny.",
    ],
    conflicts: [],
    paraphrases: [
      ["40°C max", "no hotter than 104°F"],
      ["a day or so", "about 24 hours"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h66 membership subs",
    branch: ["subs this yr? £32?", "yep £32, due by 31 jan or u lose the insurance cover"],
    parent: [
      "Membership renewal reminder: the annual subscription is thirty-two pounds, payable by the end of January. Anyone renewing late isn't covered by the association's insurance until they've paid.",
    ],
    conflicts: [],
    paraphrases: [
      ["yep £32", "thirty-two pounds"],
      ["due by 31 jan", "by the end of January"],
    ],
    shapes: ["paraphrase"],
  },

  // ───────────────────────── shared-words (no conflict) ─────────────────────────
  {
    name: "h66 last and next inspection of hive 2",
    branch: ["when did we last open hv 2?", "last insp 3 june, all gd, no q cells"],
    parent: [
      "Plan for Hive 2: next inspection 10 June (we're on a 7-day cycle), and add a second super then if the first is three-quarters full.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h66 orchard apiary limit and current hives",
    branch: [
      "Can I bring my two new colonies to the Orchard apiary?",
      "Should be fine - the landowner's limit is 8 hives on that site.",
    ],
    parent: ["Orchard apiary status: 6 hives there at the moment after the two losses in March."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h66 queen marks in hives 4 and 5",
    branch: ["hv 4 q green dot, 2024, laying well", "no need to requeen then"],
    parent: ["Queen register updated: Hive 5 - blue-marked 2025 queen, raised from our own cells. Hive 4 unchanged."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h66 hive scale readings on different days",
    branch: ["hv 1 scale 6am fri: 38.2kg, down ~1.5 since tues", "dearth. might need to feed"],
    parent: ["Hive 1 scale log: Sunday 41.0 kg, Tuesday 39.7 kg. The July dearth is showing."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h66 beginners' and improvers' tutors",
    branch: ["Who's tutoring the beginners' course this year?", "Ian Marsh again, he's done it six years running now."],
    parent: [
      "The improvers' course (for people in their second or third season) will be tutored by Ruth Bell, starting in September. Ian has offered to help with the practical sessions.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h66 first swarm this year and last",
    branch: ["1st swarm of the yr collected today! 19 apr, off the bus shelter on the high st", "early! warm spring"],
    parent: [
      "For the newsletter: this year's first swarm came on 19th April, from the bus shelter on the High Street. For comparison, last year's first swarm call wasn't until 2 May.",
    ],
    conflicts: [],
    paraphrases: [["19 apr", "19th April"]],
    shapes: ["shared-words"],
  },
];
