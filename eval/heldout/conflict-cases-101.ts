import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 101 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: skip hire and waste removal (mini, midi, builders and maxi skips and their sizes in yards,
 * roll-on roll-off containers on hook-loaders, skip permits on the highway with lights and cones, grab
 * lorry muck-away of soil and hardcore, man-and-van house and garden clearances, mattress and fridge
 * (WEEE) surcharges, plasterboard and asbestos rules, trade waste bins and their lifts, weighbridge
 * tickets at the transfer station and the MRF, gate fees, overweight and wait-and-load charges, waste
 * transfer notes and EWC codes, the waste carrier registration, driver rotas and vehicle registrations,
 * monthly diversion reports; quotes, deposits, balances, invoices and job numbers).
 *
 * Styles: about half the messages are written the way the trade writes them: job sheets, order lines,
 * permit lines, rota lines, weighbridge ticket lines, quote lines, terse one-liners in the trade's
 * shorthand (JOB, Q-, INV, WB, WTN, WTS, MRF, EWC, CBDU, RoRo, yd, bldrs, L/C, hwy, hc, o/w, w&l, exch,
 * del, mattr, ea, dep, pd, bal, t, Fm, Cl, Ln, Ct, Bldrs, AM, 8-wh), and emails with greetings and
 * sign-offs; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: builders skip job sheet; grab lorry muck-away email; house clearance quote; roll-on
 *   roll-off for a joinery, all agreeing (no conflict); pub trade waste contract; weighbridge ticket;
 *   midi skip terms; driver rota; garden clearance email; highway skip permit; monthly diversion report.
 * - paraphrase: skip size, delivery date, permit with lights and cones and hire length; loads, soil
 *   and hardcore, morning and tipping; crew, day and fridge surcharge; container size, estate name,
 *   start date, weekly swap and lift price; bin count and size, lift price and contract length; tare
 *   in tonnes and kilograms; skip size and weight limit; rota date and start time; crew and loads;
 *   permit skip, start date and lighting; total tonnage; credit limit in k; no mattresses said twice;
 *   permit delivery day; a self-corrected exchange day; invoiced skip size; clearance item counts.
 * - close: builders skip drop time and price; grab price per load; clearance price and mattress
 *   surcharge; trade waste lift days; gross and net weights; overweight rate and free wait-and-load
 *   time; a driver's vehicle; garden clearance day; permit length and fee; diversion rate; MRF gate
 *   fee; permit expiry date; midi skip day (correction); invoice balance (correction); EWC code;
 *   carrier registration; hook-loader registration; invoice number; clearance freezer; transfer
 *   station materials.
 * - negation: mattresses not allowed (said twice, no conflict); plasterboard in the mixed skip;
 *   collecting an asbestos roof; a mini skip on the drive without a permit.
 * - correction: midi skip day (in the parent); invoice balance (in the branch); an exchange day
 *   self-corrected in one message (no conflict); EWC code on a transfer note (in the parent).
 * - shared-words: two neighbouring job numbers; last and next container exchange; two customers'
 *   8-yard skips; a clearance's deposit and balance; a café's general waste and recycling days; a
 *   skip's weight limit and its actual weight.
 * - identifier: EWC code; waste carrier registration; hook-loader registration; invoice number; two
 *   neighbouring job numbers.
 * - list: items banned from skips reordered (no conflict); clearance inventory; transfer station
 *   materials.
 */
export const HELDOUT_CONFLICT_CASES_101: HeldOutConflictCase[] = [
  {
    name: "builders skip job sheet: size, date, permit and hire length agree, drop time and price differ",
    branch: [
      "JOB 5512 – 14 Rowan Rd – 8yd bldrs skip – del Wed 9/4 07:30 – on road, permit + L/C – 14 day hire – £285 inc VAT – Kev",
    ],
    parent: [
      "The eight-yard builders skip for 14 Rowan Road goes out on Wednesday 9 April at 8:30am; it's going on the road, so we've got the council permit and lights and cones, and it's a two-week hire at £295 including VAT.",
    ],
    conflicts: [
      ["07:30", "8:30am"],
      ["£285 inc VAT", "£295 including VAT"],
    ],
    paraphrases: [
      ["8yd bldrs skip", "eight-yard builders skip"],
      ["Wed 9/4", "Wednesday 9 April"],
      ["permit + L/C", "council permit and lights and cones"],
      ["14 day hire", "two-week hire"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "grab lorry email against the order line: loads, material and day agree, price per load differs",
    branch: [
      "Hi Sandra,",
      "Thanks for booking the grab lorry for Millbrook Farm: three loads of soil and hardcore, muck-away on Friday morning, £320 per load including tipping.",
      "Cheers, Paul – Dalesway Waste",
    ],
    parent: ["GRAB – Millbrook Farm – 3 x loads soil/hc – Fri AM – £340/load incl tip – 8-wh grab"],
    conflicts: [["£320 per load", "£340/load"]],
    paraphrases: [
      ["three loads", "3 x loads"],
      ["soil and hardcore", "soil/hc"],
      ["Friday morning", "Fri AM"],
      ["including tipping", "incl tip"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "house clearance quote: crew, day and fridge charge agree, total and mattress charge differ",
    branch: [
      "Clearance quote for 22 Fern Close, a 3-bed semi: two-man crew for a full day, £650 all in, plus £25 per mattress and £20 per fridge for WEEE disposal.",
    ],
    parent: ["Q-2208 – 22 Fern Cl – 3 bed semi clearance – 2 man crew, 1 day – £690 – mattr £30 ea – fridges £20 ea"],
    conflicts: [
      ["£650 all in", "£690"],
      ["£25 per mattress", "mattr £30 ea"],
    ],
    paraphrases: [
      ["two-man crew", "2 man crew"],
      ["a full day", "1 day"],
      ["£20 per fridge", "fridges £20 ea"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "roll-on roll-off for a joinery, all agreeing",
    branch: [
      "RoRo 40yd open – Carver Joinery, Unit 6 Brookside Ind Est – del Mon 12/5 – exch weekly Mon – wood EWC 17 02 01 – £420/lift",
    ],
    parent: [
      "Carver Joinery at Unit 6, Brookside Industrial Estate are having a 40-yard open roll-on roll-off for their waste wood (EWC 17 02 01) from Monday 12 May, swapped every Monday at £420 a lift.",
    ],
    conflicts: [],
    paraphrases: [
      ["RoRo 40yd open", "40-yard open roll-on roll-off"],
      ["Brookside Ind Est", "Brookside Industrial Estate"],
      ["del Mon 12/5", "from Monday 12 May"],
      ["exch weekly Mon", "swapped every Monday"],
      ["£420/lift", "£420 a lift"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "pub trade waste contract: bins, price and term agree, lift days differ",
    branch: [
      "Trade waste for the Crown & Anchor: 4 x 1100L general waste bins, lifts Mon & Thu, £18.50 per lift, 12-month contract from 1 June.",
    ],
    parent: [
      "The Crown & Anchor's contract is four 1,100-litre general waste bins emptied every Monday and Friday at £18.50 a lift, running for a year from 1 June.",
    ],
    conflicts: [["Mon & Thu", "Monday and Friday"]],
    paraphrases: [
      ["4 x 1100L", "four 1,100-litre"],
      ["£18.50 per lift", "£18.50 a lift"],
      ["12-month contract", "running for a year"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "weighbridge ticket: tare agrees in kilograms, gross and net differ",
    branch: ["WB ticket 66120 – YX19 KPT – Fenton MRF – gross 18.62t – tare 15.20t – net 3.42t – Tue 09:14"],
    parent: [
      "Fenton MRF weighbridge ticket 66120: skip wagon YX19 KPT weighed 18.44 tonnes gross against a 15,200 kg tare, so 3.24 tonnes net.",
    ],
    conflicts: [
      ["gross 18.62t", "18.44 tonnes gross"],
      ["net 3.42t", "3.24 tonnes net"],
    ],
    paraphrases: [["tare 15.20t", "15,200 kg tare"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "midi skip terms: size and weight limit agree, overweight rate and free waiting time differ",
    branch: [
      "Terms for our midi skips: 4-yard, weight limit 2 tonnes, anything over charged at £55 per tonne, and wait and load gives you 45 minutes free.",
    ],
    parent: ["Midi 4yd – max 2t – o/w £65/t – w&l 30 mins free then £1/min"],
    conflicts: [
      ["£55 per tonne", "o/w £65/t"],
      ["45 minutes free", "30 mins free"],
    ],
    paraphrases: [
      ["4-yard", "4yd"],
      ["weight limit 2 tonnes", "max 2t"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "driver rota: date, two drivers and start time agree, the third driver's vehicle differs",
    branch: [
      "ROTA Tue 15/4 – Kev: skip wagon YX19 KPT – Mark: RoRo hook-loader – Jodie: grab 8-wheeler – all in 06:00",
    ],
    parent: [
      "Tuesday 15 April: Kev's on the skip wagon, Mark's on the hook-loader and Jodie's on the Luton doing clearances, everyone in for 6am.",
    ],
    conflicts: [["Jodie: grab 8-wheeler", "Jodie's on the Luton"]],
    paraphrases: [
      ["Tue 15/4", "Tuesday 15 April"],
      ["all in 06:00", "everyone in for 6am"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "garden clearance line against the customer email: crew, loads and price agree, day differs",
    branch: [
      "Elm Cottage garden clearance – Sat 26/4 – 2 men + tipper – approx 2 loads green waste – £240 – cash on day",
    ],
    parent: [
      "Hi Mrs Lacey,",
      "Just confirming we'll clear the garden at Elm Cottage on Sunday 27 April with two men and the tipper; it's roughly two loads of green waste and £240, payable on the day.",
      "Many thanks, Jodie – Dalesway Waste",
    ],
    conflicts: [["Sat 26/4", "Sunday 27 April"]],
    paraphrases: [
      ["2 men + tipper", "two men and the tipper"],
      ["approx 2 loads", "roughly two loads"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "highway skip permit: skip, start date and lighting agree, length and fee differ",
    branch: [
      "We've applied to the council for a permit to put the 8-yard skip on the highway outside 3 Mill Lane from 5 May for 14 days; the fee is £45 and it'll be lit at night.",
    ],
    parent: ["PERMIT – 3 Mill Ln – 8yd on hwy – 05/05 – 28 days – £48 – lights on"],
    conflicts: [
      ["for 14 days", "28 days"],
      ["the fee is £45", "£48"],
    ],
    paraphrases: [
      ["8-yard skip on the highway", "8yd on hwy"],
      ["from 5 May", "05/05"],
      ["lit at night", "lights on"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "monthly diversion report: skips and tonnage agree, diversion rate differs",
    branch: [
      "Monthly report for Harlow Builders, April: 14 skips collected, 31.6 tonnes in total, 92% diverted from landfill.",
    ],
    parent: ["Harlow Bldrs – Apr – 14 skips – 31.6t total – 94% diverted"],
    conflicts: [["92% diverted from landfill", "94% diverted"]],
    paraphrases: [["31.6 tonnes in total", "31.6t total"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "trade account credit limit in k and in pounds",
    branch: ["Credit limit on the Ashby Roofing account is 2k a month."],
    parent: ["Ashby Roofing's trade account is approved with a £2,000 monthly credit limit."],
    conflicts: [],
    paraphrases: [["2k", "£2,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "no mattresses in skips, said twice in other words",
    branch: ["No mattresses in the skips, please."],
    parent: ["Just a reminder for everyone: mattresses are not allowed in any of our skips."],
    conflicts: [],
    paraphrases: [["No mattresses in the skips", "mattresses are not allowed in any of our skips"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "MRF gate fee, close prices",
    branch: ["The gate fee at Fenton MRF for mixed C&D waste is £118 a tonne from April."],
    parent: ["Fenton MRF – mixed C&D – gate fee £112/t from 1 Apr"],
    conflicts: [["£118 a tonne", "£112/t"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "skip permit expiry, close dates",
    branch: ["The highway permit for the skip outside 9 Church Street runs out on 28 May."],
    parent: ["Permit 9 Church St exp 23/05 – renew or collect before"],
    conflicts: [["28 May", "23/05"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "plasterboard can / can't go in the mixed skip",
    branch: ["Good news for the Hendry loft job: we can take plasterboard in the mixed skip this time."],
    parent: ["Hendry loft – NO plasterboard in mixed skip – bag separately – £15/bag"],
    conflicts: [["we can take plasterboard in the mixed skip", "NO plasterboard in mixed skip"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "asbestos roof collected / not collected",
    branch: [
      "We'll collect the asbestos cement garage roof at 11 Birch Avenue on the 19th along with the rest of the clearance.",
    ],
    parent: [
      "We won't be collecting the asbestos cement roof at 11 Birch Avenue; the customer needs a licensed contractor for that.",
    ],
    conflicts: [["We'll collect the asbestos cement garage roof", "We won't be collecting the asbestos cement roof"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "mini skip on the drive without a permit / on the road with one, delivery day agrees",
    branch: ["ORDER – 41 Park View – mini 2yd – on drive, no permit – del Thu"],
    parent: [
      "The mini skip for 41 Park View won't fit on the drive, so it's going on the road with a permit, delivering Thursday.",
    ],
    conflicts: [["on drive, no permit", "going on the road with a permit"]],
    paraphrases: [["del Thu", "delivering Thursday"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "midi skip delivery day corrected in the parent",
    branch: ["Hartley's midi skip – del Wed 11:00"],
    parent: ["Correction: Hartley's midi skip is going out on Thursday, not Wednesday, same time."],
    conflicts: [["del Wed", "going out on Thursday"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "invoice balance corrected in the branch",
    branch: ["Sorry, typo on the Greenhalgh invoice earlier: the balance due is £145, not £154."],
    parent: ["INV 30581 – Greenhalgh – clearance – dep £100 pd – bal £154 due"],
    conflicts: [["balance due is £145", "bal £154 due"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "skip exchange day self-corrected in one message",
    branch: ["The skip exchange at the Willow Farm barn conversion is on Saturday at 8am."],
    parent: ["Willow Fm – exch Fri, sorry no, Sat 08:00 – 8yd for 8yd"],
    conflicts: [],
    paraphrases: [["Saturday at 8am", "Sat 08:00"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "EWC code on a transfer note corrected in the parent",
    branch: [
      "Waste transfer note for the Dale Street strip-out: EWC 17 09 03, mixed construction and demolition waste.",
    ],
    parent: ["Correction on the Dale St WTN: it should be EWC 17 09 04, not 17 09 03 – the mixed C&D isn't hazardous."],
    conflicts: [["EWC 17 09 03", "EWC 17 09 04"]],
    paraphrases: [],
    shapes: ["correction", "identifier", "close"],
  },
  {
    name: "waste carrier registration, swapped digits",
    branch: ["Our waste carrier registration is CBDU228417, so put it on every transfer note."],
    parent: ["Upper tier carrier reg CBDU228471 – on all WTNs"],
    conflicts: [["CBDU228417", "CBDU228471"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "hook-loader registration, swapped letters",
    branch: ["The hook-loader that's booked in for its MOT on Thursday is YX21 FNB."],
    parent: ["MOT Thu – hook-loader YX21 FBN – Halsall's garage 07:30"],
    conflicts: [["YX21 FNB", "YX21 FBN"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "invoice number for a payment, swapped digits",
    branch: ["Mr Patel's payment was for invoice 30926, the 6-yard skip at Orchard Way."],
    parent: ["BACS from Patel £240 – INV 30962 – 6yd Orchard Way"],
    conflicts: [["invoice 30926", "INV 30962"]],
    paraphrases: [["6-yard skip", "6yd"]],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "neighbouring job numbers for different jobs on one street",
    branch: ["JOB 6120 is the maxi skip for the chapel refurb on Station Road."],
    parent: ["JOB 6121 is the man-and-van clearance at the flats on Station Road."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "last and next container exchange",
    branch: ["The last exchange of the RoRo at Carver Joinery was on 5 May."],
    parent: ["Next exchange of Carver Joinery's RoRo is booked for 12 May."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two customers' 8-yard skips at different prices",
    branch: ["The 8-yard skip for the Walsh extension is £285 for two weeks."],
    parent: ["The 8-yard skip for the bakery on King Street is £310 for two weeks, permit included."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a clearance's deposit and its balance",
    branch: ["The deposit for the Greaves house clearance is £150, paid by card."],
    parent: ["The balance for the Greaves house clearance is £450, due on completion."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a café's general waste and recycling collection days",
    branch: ["General waste at the Riverside Café is collected on Tuesdays."],
    parent: ["Dry mixed recycling at the Riverside Café is collected on Fridays."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a skip's weight limit and what it actually weighed",
    branch: ["The weight limit on the Kingsley Road 8-yard skip is 8 tonnes."],
    parent: ["The Kingsley Road 8-yard skip weighed 6.2 tonnes at the weighbridge."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "items banned from skips, same list reordered",
    branch: ["Not allowed in our skips: tyres, fridges, TVs, gas bottles and paint tins."],
    parent: ["Banned from skips – paint tins, gas bottles, fridges, tyres, TVs"],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "clearance inventory with one item different",
    branch: [
      "Items for collection from Flat 4, Hollins Court: a sofa, two wardrobes, a fridge freezer and 3 mattresses.",
    ],
    parent: ["Flat 4 Hollins Ct – sofa, 2 wardrobes, chest freezer, three mattresses"],
    conflicts: [["a fridge freezer", "chest freezer"]],
    paraphrases: [
      ["two wardrobes", "2 wardrobes"],
      ["3 mattresses", "three mattresses"],
    ],
    shapes: ["list", "close", "paraphrase"],
  },
  {
    name: "transfer station materials with one item different",
    branch: ["Oakes Lane transfer station takes hardcore, soil, green waste, timber and plasterboard."],
    parent: ["Oakes Lane WTS accepts hardcore, soil, green waste, timber and metal."],
    conflicts: [["timber and plasterboard", "timber and metal"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
];
