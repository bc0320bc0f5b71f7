/**
 * Held-out merge-conflict pairs, set 73 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: bicycle shops, repair workshops and hire fleets.
 *
 * Topics (one per case, 40 in all):
 *   close: Brompton collection time, tubeless gravel tyre pressure, road frame size from a bike fit,
 *     chain wear reading, Grizl cassette range.
 *   identifier: e-bike battery model on a fleet record, Madison purchase-order number, stolen hire
 *     bike frame number, frame serial written with and without spaces (no conflict).
 *   negation: Shimano crank warranty outcome, loan bike availability, brake bleed in the Gold
 *     service, warranty on a tyre vs a frame (no conflict), rack on a carbon bike vs alloy hire bikes
 *     (no conflict).
 *   multi: e-MTB day-hire rate, headset upgrade approved or declined, drivetrain job ready day,
 *     Kathmandu stock colour, Madison tyre delivery count, hire collection branch, spoke repair job
 *     card (no conflict).
 *   correction: school group booking day, wheel-build mechanic, Fox lowers service price, cargo bike
 *     collection already right (no conflict).
 *   paraphrase: e-bike hire deposit, fleet mechanic arrival time, stem faceplate torque, Gocycle
 *     trial length, e-cargo conversion quote (all no conflict).
 *   shared-words: two Doyle bikes' tyre sizes, last year's vs this year's service price, e-bikes at
 *     two depots, two Saturday appointments for one customer, motor vs battery warranty, two job
 *     cards for one customer (all no conflict).
 *   list: tune-up kit contents, guided-week routes, hire pack reordered (no conflict), Shimano order
 *     lines reordered (no conflict).
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 4, negation 6, multi 7,
 * correction 4, paraphrase 16, shared-words 7, list 4.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_73: HeldOutConflictCase[] = [
  // ---- close ----
  {
    name: "h73 Brompton collection time, half four vs 16:45",
    branch: [
      "What time is Mr Okafor picking up his Brompton on Friday 11 April?",
      "He's booked to collect at half four. Dan's fitting the new hub gear first thing, so it'll be done well before then.",
    ],
    parent: [
      "Job 4471\nCustomer: Chidi Okafor\nBike: Brompton M6L, black\nWork: Sturmey Archer hub swap, new shifter cable\nCollection: Fri 11/04, 16:45\nMechanic: Dan",
    ],
    conflicts: [["collect at half four", "16:45"]],
    paraphrases: [["Friday 11 April", "Fri 11/04"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h73 tubeless gravel tyre pressure, 38 vs 35 psi",
    branch: [
      "Customer's asking what pressure to run on her new GravelKing SK 700x40 tubeless set-up. She's about 65 kg and rides mostly towpaths.",
      "At her weight I'd set them to 38 psi front and rear and let her fine-tune from there.",
    ],
    parent: [
      "Job 5032 / Customer: Hannah Lindqvist / Bike: Specialized Diverge Comp / Work: tubeless conversion, Panaracer GravelKing SK 700x40, 60 ml sealant each / Notes: set to 35 psi F+R, rider 65 kg",
    ],
    conflicts: [["38 psi front and rear", "set to 35 psi F+R"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h73 road frame size from the bike fit, 56 vs 54",
    branch: [
      "Aisling Byrne is 178 cm with an 83 cm inseam. Which size Ribble Endurance SL are we ordering for her?",
      "Going off the fit numbers, order her the 56 cm.",
    ],
    parent: [
      "Fit session notes, 2 May. Rider: Aisling Byrne, height 178 cm, inseam 83 cm, some lower-back stiffness. Recommended frame: 54 cm Ribble Endurance SL, 100 mm stem, saddle height 73.5 cm. Cleat position to be rechecked after 200 km.",
    ],
    conflicts: [["order her the 56 cm", "Recommended frame: 54 cm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h73 chain wear on the Dawes Galaxy, 0.5% vs 0.75%",
    branch: [
      "Checked the chain on Mrs Patel's Dawes Galaxy: it's at 0.5% on the Park Tool checker, so it's due. I've quoted her £74 for chain and cassette together.",
    ],
    parent: [
      "Job 3318 / Bike: Dawes Galaxy / Customer: R. Patel / Chain wear: 0.75% / Action: replace chain + cassette / Quote: £74",
    ],
    conflicts: [["at 0.5%", "Chain wear: 0.75%"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h73 cassette fitted to Josh's Grizl, 11-36 vs 11-34",
    branch: [
      "What cassette did we put on Josh Reilly's Grizl?",
      "An 11-36, Shimano 11-speed. He wanted lower gears for the Highland trip.",
    ],
    parent: [
      "Job 6104 / Customer: Josh Reilly / Bike: Canyon Grizl 7 / Work: new cassette Shimano 11-sp 11-34, new chain, index gears / Parts: £96.50 / Done: Sat",
    ],
    conflicts: [["An 11-36", "11-sp 11-34"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- identifier ----
  {
    name: "h73 fleet e-bike battery, PowerTube 625 vs 500",
    branch: [
      "Is the battery on EB-07, the Cube Reaction Hybrid Pro, still under warranty?",
      "Yes. It's the PowerTube 625 that was fitted new in March 2023, so Bosch's two-year cover runs until March 2025.",
    ],
    parent: [
      "Fleet record EB-07\nModel: Cube Reaction Hybrid Pro\nBattery: Bosch PowerTube 500\nBattery fitted: 03/2023\nCharge cycles: 212\nLast check: 14 Jan, capacity 91%",
    ],
    conflicts: [["PowerTube 625", "Bosch PowerTube 500"]],
    paraphrases: [["March 2023", "03/2023"]],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "h73 Madison purchase order for the GP5000s, PO-20931 vs PO-20913",
    branch: [
      "Which PO are the Continental tyres on? Madison's asking.",
      "They're on PO-20931, the twelve Grand Prix 5000s we ordered on Tuesday.",
    ],
    parent: [
      "Madison order confirmation\nPO: PO-20913\nItems: Continental Grand Prix 5000 700x28C x12\nOrdered: Tue 4 March\nETA: Thu 6 March",
    ],
    conflicts: [["PO-20931", "PO: PO-20913"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "h73 stolen hire bike frame number, digits transposed",
    branch: [
      "For the police report on the stolen hire bike: frame number WTU214C0912F, a blue Trek Marlin 5 in size M, taken from the rack outside the Fox & Hounds on Sunday afternoon. The rider had locked it with our D-lock.",
    ],
    parent: [
      "Fleet asset H-23 / Trek Marlin 5, Alpine Blue, size M / Frame no: WTU214C0921F / Purchased 2022 / Status: reported stolen 16 June, crime ref pending",
    ],
    conflicts: [["WTU214C0912F", "WTU214C0921F"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h73 frame serial with and without spaces, same bike",
    branch: [
      "Registering Ms Nowak's new bike on BikeRegister now. Frame number is WSBC 602 118 392X, Giant Escape 2 in black, size M.",
    ],
    parent: [
      "Sale record 11 Mar / Customer: Agnieszka Nowak / Giant Escape 2, black, size M / Frame no. WSBC602118392X / Paid £549 card",
    ],
    conflicts: [],
    paraphrases: [["WSBC 602 118 392X", "WSBC602118392X"]],
    shapes: ["identifier", "paraphrase"],
  },

  // ---- negation ----
  {
    name: "h73 cracked Ultegra crank, Shimano will vs won't cover",
    branch: [
      "Any news on the cracked crank claim for Ms Fernández?",
      "Good news: Shimano will cover it under warranty, and a replacement FC-R8100 crankset is being sent to us next week.",
    ],
    parent: [
      "Warranty claim W-0417 (Shimano via Madison), FC-R8100 crank arm crack, customer L. Fernández. Outcome came back this morning: rejected, Shimano won't cover it because the inspection found impact damage at the pedal eye. Offer the customer 15% off a new crankset and ring her before Friday.",
    ],
    conflicts: [["Shimano will cover it", "Shimano won't cover it"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h73 loan bike while the wheel is rebuilt, free vs none",
    branch: [
      "Her commuter bike's in for a rear wheel rebuild until Thursday. Have we got something she can ride meanwhile?",
      "Yes, there's a loan bike free: the grey Ridgeback hybrid in the back is checked and ready for her.",
    ],
    parent: [
      "Workshop board, week 23: both loan bikes are out (Ridgeback with Mr Cole till Fri, Raleigh in for brakes). No loan bike available this week, offer 20% off a hire bike instead.",
    ],
    conflicts: [["there's a loan bike free", "No loan bike available this week"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h73 Gold service and the hydraulic brake bleed",
    branch: [
      "Does the Gold service include bleeding hydraulic brakes?",
      "It does: the Gold service at £129 includes a full bleed on both brakes, plus new cables and a wheel true.",
    ],
    parent: [
      "Service menu 2025 (staff copy)\nBronze £59: safety check, adjust gears and brakes\nSilver £89: + drivetrain degrease, wheel true\nGold £129: + new cables, wheel true, suspension check. Brake bleed not included, add £25 per brake.",
    ],
    conflicts: [["includes a full bleed on both brakes", "Brake bleed not included"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h73 warranty won't cover the tyre but will cover the frame",
    branch: [
      "Will warranty sort out Mr Kowalski's Orbea?",
      "The tyre sidewall cut won't be covered, that's road damage, so he'll pay £42 for a new tyre.",
    ],
    parent: [
      "Warranty claim W-0431 / Orbea Terra H30 / Customer: P. Kowalski / Issue: crack at chainstay yoke / Orbea will cover it: replacement frame approved 3 Apr, ETA 3 weeks",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h73 no rack on the carbon TCR, racks fine on alloy hire bikes",
    branch: [
      "Can we fit a pannier rack to Ms Evans's carbon Giant TCR for her tour?",
      "No, we can't fit a standard rack to that frame: no mounts, and it's carbon. A large bikepacking saddlebag is the way to go.",
    ],
    parent: [
      "Hire fleet note: we can fit rear racks to all the aluminium Ridgeback Speed hybrids (H-01 to H-14), £5 a day extra, panniers £3.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation", "shared-words"],
  },

  // ---- multi ----
  {
    name: "h73 e-MTB day-hire rate, £35 vs thirty-eight pounds",
    branch: [
      "How much are we charging for e-bike day hire this summer?",
      "£35 a day for the e-MTBs with helmet and lock included, and the half-day rate stays at twenty-two quid.",
    ],
    parent: [
      "Summer price list, agreed at Monday's meeting: e-MTB full day thirty-eight pounds, half day £22, helmet and lock included. Multi-day discount 10% from day three.",
    ],
    conflicts: [["£35 a day", "full day thirty-eight pounds"]],
    paraphrases: [["twenty-two quid", "half day £22"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "h73 headset replacement approved vs declined",
    branch: [
      "Rang Mr Haddad about his Croix de Fer: he's happy with the new bar tape and he approved the £40 headset replacement, so go ahead with both.",
    ],
    parent: [
      "Job 4520 / Customer: Sami Haddad / Bike: Genesis Croix de Fer 20 / Approved: bar tape (Lizard Skins, black) / Declined: headset replacement (£40), will do it himself over winter",
    ],
    conflicts: [["approved the £40 headset replacement", "Declined: headset replacement"]],
    paraphrases: [],
    shapes: ["multi", "negation"],
  },
  {
    name: "h73 job 5120 ready day, Thursday vs Friday",
    branch: ["Job 5120 for Kerry Walsh: new chain, cassette and front rotor, £148 all in, ready Thursday afternoon."],
    parent: [
      "Spoke to Kerry Walsh about job 5120. She's fine with the £148 total for chain, cassette and the front rotor. The rotor's on back-order, so the bike will be ready Friday afternoon at the earliest.",
    ],
    conflicts: [["ready Thursday afternoon", "ready Friday afternoon"]],
    paraphrases: [["£148 all in", "£148 total"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h73 Kathmandu in stock at Harrogate, blue vs grey",
    branch: [
      "Do we have the Cube Kathmandu Hybrid in a large anywhere?",
      "One: a large Kathmandu Hybrid SLX 750 in blue, £3,299, sitting in the window at the Harrogate shop.",
    ],
    parent: [
      "Stock check 09:10. Harrogate: Cube Kathmandu Hybrid SLX 750, L, grey'n'black, £3,299, display window. Leeds: none. York: one M, on hold.",
    ],
    conflicts: [["in blue", "grey'n'black"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h73 Madison Tuesday delivery, 6 vs 8 Marathon tyres",
    branch: [
      "The Madison delivery on Tuesday brings 20 inner tubes and 6 Schwalbe Marathon tyres, so we can do the hire fleet tyre swap on Wednesday.",
    ],
    parent: [
      "Delivery note preview (Madison, due Tue)\n20 x inner tube 700x35-43 Presta\n8 x Schwalbe Marathon Plus 700x38\n2 x chain lube 50 ml",
    ],
    conflicts: [["6 Schwalbe Marathon tyres", "8 x Schwalbe Marathon Plus"]],
    paraphrases: [["20 inner tubes", "20 x inner tube"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "h73 Henderson hire pick-up branch, Keswick vs Ambleside",
    branch: [
      "Where do the Hendersons pick up their four hire bikes on the 9th?",
      "From our Keswick shop on Lake Road, any time from 8:30, and the £100 deposit is already paid.",
    ],
    parent: [
      "Booking HB-3392\nName: Henderson (party of 4)\nDate: 9 Aug\nPick-up: Ambleside branch, from 8:30\nDeposit: £100 paid",
    ],
    conflicts: [["Keswick shop", "Ambleside branch"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h73 spoke repair job card, all facts agree in other words",
    branch: [
      "Job 2291 for Femi: replaced two broken drive-side spokes on the rear wheel and trued it, charged twenty-eight pounds, ready since this morning.",
    ],
    parent: [
      "Job 2291 / Customer: Femi Adebayo / Work: 2 x spoke replacement (rear, DS) + true / Price: £28 / Status: ready, texted 09:12",
    ],
    conflicts: [],
    paraphrases: [
      ["twenty-eight pounds", "£28"],
      ["two broken drive-side spokes", "2 x spoke replacement (rear, DS)"],
    ],
    shapes: ["multi", "paraphrase"],
  },

  // ---- correction ----
  {
    name: "h73 St Aidan's group booking corrected to Sunday",
    branch: [
      "Booking for the St Aidan's school group is Saturday 21 June: 16 kids' bikes and 3 adult bikes, ride leaders meet at the Windermere depot at 9am.",
    ],
    parent: [
      "Correction on the St Aidan's booking: it's for Sunday 22 June, not Saturday, the school had their own date wrong. Still 16 kids' bikes + 3 adults, Windermere depot, 9am.",
    ],
    conflicts: [["Saturday 21 June", "Sunday 22 June"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h73 wheel build for order 7730 reassigned from Priya to Tomasz",
    branch: [
      "Who's building the wheels for the Hope and DT Swiss order?",
      "Priya's doing the wheel build on Wednesday: 32-hole Hope Pro 5 hubs on DT Swiss XM 481 rims.",
    ],
    parent: [
      "Update: the wheel build for order 7730 has been reassigned to Tomasz, since Priya is off on Wednesday. Same spec, nothing else changes.",
    ],
    conflicts: [["Priya's doing the wheel build", "reassigned to Tomasz"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h73 Fox 34 lowers service price corrected to £95",
    branch: [
      "Quote for Gareth's Fox 34 lower-leg service?",
      "The Fox lowers service is £85 including new seals and oil, about three working days turnaround.",
    ],
    parent: [
      "Sorry, typo in the price sheet I sent round: the Fox lowers service is £95, not £85 (seal kits went up in January). Turnaround still 3 working days.",
    ],
    conflicts: [["lowers service is £85", "lowers service is £95"]],
    paraphrases: [["three working days", "3 working days"]],
    shapes: ["correction", "close", "paraphrase"],
  },
  {
    name: "h73 Urban Arrow collection corrected, branch already had Friday 3 pm",
    branch: ["Cargo bike for the Ashworths: Urban Arrow service is done. Collection is Friday at 3 in the afternoon."],
    parent: [
      "Correction to my earlier board note: the Ashworths collect their Urban Arrow on Friday at 15:00, not Thursday.",
    ],
    conflicts: [],
    paraphrases: [["Friday at 3 in the afternoon", "Friday at 15:00"]],
    shapes: ["correction", "paraphrase"],
  },

  // ---- paraphrase ----
  {
    name: "h73 Greenway e-bike deposit, two hundred and fifty euros and €250",
    branch: [
      "What deposit do we take on the e-bikes for the Great Western Greenway hires?",
      "Two hundred and fifty euros per e-bike, held on the card and released when the bike comes back undamaged.",
    ],
    parent: [
      "Westport depot, hire terms v3: e-bike deposit €250 (card pre-auth), standard bike €100. Returns by 18:00.",
    ],
    conflicts: [],
    paraphrases: [["Two hundred and fifty euros", "€250"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h73 mobile mechanic arrival, half past nine and 09:30",
    branch: [
      "Reminder: the mobile mechanic for the city-bike fleet check arrives at half past nine on Tuesday. Have the 18 bikes lined up in the yard.",
    ],
    parent: [
      "Fleet maintenance visit / Contractor: Spokes Mobile (Liam) / Date: Tue 8 July / Arrival: 09:30 / Scope: 18 city bikes, brake + tyre check",
    ],
    conflicts: [],
    paraphrases: [["half past nine", "09:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h73 stem faceplate torque in words and in Nm",
    branch: [
      "What torque for the stem faceplate bolts on the new carbon bar?",
      "Five newton-metres, done up in a cross pattern, with carbon assembly paste on the clamp.",
    ],
    parent: [
      "Job 4478 / Bike: Cervélo Caledonia / Work: new Zipp SL70 carbon bar, stem faceplate torqued to 5 Nm (cross pattern), carbon assembly paste / Mechanic: Ellie",
    ],
    conflicts: [],
    paraphrases: [["Five newton-metres", "5 Nm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h73 Gocycle subscription trial, a fortnight and 14 days",
    branch: [
      "How long is the trial on the Gocycle subscription?",
      "A fortnight, and if they keep the bike the first month's fee is waived.",
    ],
    parent: [
      "Gocycle subscription terms: 14-day trial; keep it and month one is free; £89/month after that, 12-month minimum.",
    ],
    conflicts: [],
    paraphrases: [
      ["A fortnight", "14-day trial"],
      ["first month's fee is waived", "month one is free"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h73 Bullitt e-conversion quote, £1.2k and £1,200",
    branch: [
      "What did we quote Larder Bakery for converting their Bullitt to electric?",
      "About £1.2k all in: Bafang mid-drive kit, fitting, and a 630 Wh battery.",
    ],
    parent: [
      "Quote Q-1184 / Customer: Larder Bakery / Bike: Larry vs Harry Bullitt / Work: e-conversion, Bafang mid-drive + 630Wh battery / Total: £1,200 inc. VAT",
    ],
    conflicts: [],
    paraphrases: [["£1.2k", "£1,200"]],
    shapes: ["paraphrase"],
  },

  // ---- shared-words ----
  {
    name: "h73 tyre sizes for Mr Doyle's Trek and his son's Riprock",
    branch: ["Mr Doyle's Trek Roscoe needs new tyres. It runs 29 x 2.6, so order two Maxxis Rekons in that size."],
    parent: [
      "Job 3390 / Customer: Doyle family / Bike: Specialized Riprock 24 (son's bike) / Work: new tyres 24 x 2.35 x2, new tubes / Parts: ordered",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h73 basic service price, last April's £55 vs 2025's £65",
    branch: [
      "A customer says the basic service was £55 when she came in last April. Was it?",
      "Yes, last year's basic service was £55; it went up in January.",
    ],
    parent: ["2025 price list, from 6 January: basic service £65, full service £120, wheel true £18."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h73 e-bikes on the fleet at Keswick and at Ambleside",
    branch: [
      "How many e-bikes has the Keswick depot got for the bank holiday?",
      "Keswick has 40 e-bikes on the fleet, 36 of them ready to go after this week's checks.",
    ],
    parent: [
      "Fleet summary (Ambleside): 25 e-bikes, 12 standard hybrids, 6 kids' bikes. Two e-bikes waiting on motor parts.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h73 Ruth's Saturday wheel collection and her morning bike fit",
    branch: [
      "When's Ruth Adeyemi coming in on Saturday?",
      "She's collecting her rebuilt wheels at 4 in the afternoon.",
    ],
    parent: [
      "Saturday diary: 10:00 Ruth Adeyemi, bike fit (Ellie). 15:00 Tom Briggs, bike fit (Ellie). 16:00 Ruth Adeyemi collecting wheels.",
    ],
    conflicts: [],
    paraphrases: [["4 in the afternoon", "16:00"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h73 Haibike motor warranty vs battery and frame warranty",
    branch: [
      "How long is the warranty on the motor of the Haibike Trekking 6?",
      "The Yamaha motor is covered for two years from purchase.",
    ],
    parent: ["Haibike Trekking 6 spec sheet notes: battery warranty 3 years or 500 charge cycles, frame 5 years."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h73 two job cards for Mei Lin, different bikes and prices",
    branch: [
      "Job 4472 / Customer: Mei Lin / Bike: Boardman HYB 8.6 / Work: gear service, new rear mech hanger / Price: £60 / Ready: Wed",
    ],
    parent: [
      "Job 4473 / Customer: Mei Lin / Bike: Carrera Subway (partner's) / Work: brake pads F+R, gear index / Price: £45 / Ready: Thu",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---- list ----
  {
    name: "h73 spring tune-up kit, bar tape vs chain",
    branch: [
      "What's in the spring tune-up kit we're selling with the Silver service?",
      "Pads, cables and bar tape, £35 on top of the service.",
    ],
    parent: [
      "Spring tune-up kit (add-on to Silver, £35): brake pads, gear + brake cables, chain. Stock sheet updated Monday.",
    ],
    conflicts: [["Pads, cables and bar tape", "brake pads, gear + brake cables, chain"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h73 Devon guided week routes, Granite Way vs Drake's Trail",
    branch: [
      "Which three routes are in the Devon e-bike guided week?",
      "Tarka Trail on Monday, Camel Trail on Wednesday and the Granite Way on Friday.",
    ],
    parent: [
      "Guided week itinerary (Okehampton base): Mon Tarka Trail, Wed Camel Trail, Fri Drake's Trail. Max 10 riders, e-bikes supplied.",
    ],
    conflicts: [["the Granite Way on Friday", "Fri Drake's Trail"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h73 Camel Trail hire pack, same items reordered",
    branch: [
      "What comes with each hire bike on the Camel Trail?",
      "A helmet, a D-lock, a mini pump and the trail map.",
    ],
    parent: [
      "Hire pack checklist (Wadebridge), per bike: trail map, mini pump, D-lock, helmet. Spare tube on request.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h73 Shimano B2B order lines, same parts reordered",
    branch: [
      "Ordered from Shimano's B2B this morning: 2 x BR-MT200 brake sets, 4 x CN-HG601 chains and 1 x CS-HG50 cassette, due Thursday.",
    ],
    parent: ["Order SB-88214 lines: CS-HG50 cassette x1; CN-HG601 chain x4; BR-MT200 brake set x2. Delivery: Thu."],
    conflicts: [],
    paraphrases: [["due Thursday", "Delivery: Thu"]],
    shapes: ["list", "paraphrase"],
  },
];
