import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 37 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close (8): windscreen replacement quote, sleeper train date, dial-a-ride pickup time, coach hire
 *     pupil count, fleet servicing / telematics firmware, freight consignment weight, driving
 *     instructor, canal boat pick-up point.
 *   close, few shared words (4): rail replacement buses (negation), toll tag account (identifier),
 *     bike-share docking station size, workplace EV charging tariff.
 *   multi (6): bus timetable change, courier collection, van leasing terms, school minibus run,
 *     train season ticket, mobile tyre fitting.
 *   correction (4): taxi booking (branch), residents' parking permit (branch), airport transfer
 *     headcount (parent), horsebox transport date (parent).
 *   paraphrase (12): motorcycle CBT, park-and-ride last bus, cycle-to-work voucher, car club
 *     membership, electric bus order, breakdown cover renewal, vintage wedding bus, heritage railway
 *     volunteer shift, fleet fuel card limit, cargo bike payload, student railcard, hospital patient
 *     transport.
 *   shared-words (6): concessionary bus passes, depot bike shelter, e-scooter trial years, container
 *     haulage, tachograph calibrations, van valeting target.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_37: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h37 windscreen replacement quote",
    branch: [
      "Did anyone ring about the crack in the pool car's glass?",
      "Yes — AutoGlaze Mobile said they can swap it on site for £185, fitting included.",
      "Great, cheaper than I feared.",
    ],
    parent: [
      "Finance asked what the Corsa's new front screen is going to set us back.",
      "Per the estimate sitting in my inbox, £310 all in.",
      "Ok, I'll raise the PO this afternoon.",
    ],
    conflicts: [["for £185", "£310 all in"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h37 sleeper train boarding night",
    branch: [
      "Sleeper's sorted: we board at Euston on the night of 14 March and wake up in Fort William.",
      "Do we need to bring towels?",
      "No, the cabins have them.",
    ],
    parent: [
      "Reminder for the walking trip — our twin cabin on the overnight train is reserved for 15 March.",
      "I'll print the tickets on Friday.",
    ],
    conflicts: [["14 March", "15 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h37 dial-a-ride clinic pickup",
    branch: [
      "Booked Nan's dial-a-ride for the clinic on Tuesday.",
      "They'll be outside her flat at 9:15, so she has to be ready in the hall.",
    ],
    parent: [
      "Is Nan sorted for Tuesday's appointment?",
      "Yep, community transport minibus, collecting her at 9:30.",
      "Cheers, I'll ring her tonight.",
    ],
    conflicts: [["at 9:15", "at 9:30"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h37 coach hire pupil numbers",
    branch: [
      "Coach for the Year 8 geography trip is confirmed with Redline.",
      "We're taking forty-six pupils plus four staff, so the 57-seater is plenty.",
    ],
    parent: [
      "Redline emailed — the booking form lists twenty-six children travelling to the field centre.",
      "Staff numbers still four?",
      "Yes, four.",
    ],
    conflicts: [["forty-six pupils", "twenty-six children"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h37 fleet service telematics firmware",
    branch: [
      "All six vans went through the service bay this week.",
      "The garage also flashed the telematics units to version 4.2.1 while they were in.",
      "Nice, that should fix the GPS drift.",
    ],
    parent: [
      "Service report for the fleet came back; nothing major, just brake pads on van 2.",
      "Trackers are now running firmware 4.2.7 according to the portal.",
    ],
    conflicts: [["version 4.2.1", "firmware 4.2.7"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h37 antwerp consignment weight",
    branch: [
      "Consignment for Antwerp: four pallets of valve housings, total gross weight 1,840 kg.",
      "Paperwork's with the forwarder already.",
    ],
    parent: [
      "The Antwerp shipment weighs in at 1,480 kg on the weighbridge ticket.",
      "Four pallets, correct?",
      "Correct.",
    ],
    conflicts: [["1,840 kg", "1,480 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h37 driving instructor assigned",
    branch: [
      "First lesson's on Saturday morning!",
      "Your instructor is Marek Kowal, he'll pick you up from home in a blue Fiesta.",
    ],
    parent: [
      "Who's teaching Josh to drive then?",
      "Priya Nandakumar from the Green Light school — she's got great reviews.",
      "Brilliant.",
    ],
    conflicts: [["Marek Kowal", "Priya Nandakumar"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h37 narrowboat collection point",
    branch: [
      "Narrowboat's booked for the bank holiday week.",
      "We collect it from Braunston Marina at 2pm on the Saturday.",
    ],
    parent: [
      "Where do we pick up the boat?",
      "Gayton Junction hire base — I'll send the postcode.",
      "And the time?",
      "2pm Saturday.",
    ],
    conflicts: [["Braunston Marina", "Gayton Junction"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words (4)
  {
    name: "h37 rail replacement sunday",
    branch: [
      "Heads up: engineering work on the Wrayford line, so rail replacement buses will run all day Sunday.",
      "Allow an extra forty minutes for the trip.",
    ],
    parent: [
      "Checked the operator's site — no coaches standing in for trains this weekend, the line stays open as normal.",
      "Good, I was dreading that.",
    ],
    conflicts: [["rail replacement buses will run", "no coaches standing in for trains"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h37 toll tag account number",
    branch: ["Set up the toll tag for the new Transit.", "It's registered under account TT-558031."],
    parent: [
      "For the crossing charges on the van, the customer reference is TT-558013.",
      "Auto top-up is switched on.",
    ],
    conflicts: [["account TT-558031", "reference is TT-558013"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h37 library bike-share dock size",
    branch: ["The council finished the bike-share dock outside the library — it has 24 slots.", "About time."],
    parent: [
      "That new rack of hire bikes by Central Library only takes 16 bikes, which seems tiny.",
      "Maybe they'll extend it.",
    ],
    conflicts: [["24 slots", "16 bikes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h37 depot ev charging tariff",
    branch: ["HR confirmed: plugging in at the depot costs 32p per kWh, deducted from salary."],
    parent: ["What do the office chargers cost us?", "Tariff is 38p/kWh, billed monthly through payroll."],
    conflicts: [["32p per kWh", "38p/kWh"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h37 route 42 timetable",
    branch: [
      "Did the new timetable for the 42 come out?",
      "Yes — from Monday 3 June the 42 leaves Hollins Road at 07:10, then runs every 20 minutes until early evening, and a single adult fare is £2.",
    ],
    parent: [
      "Summary of the route 42 changes: starting 3 June, first departure from Hollins Road 7:10am, every twenty minutes through the day (single fare £2.50).",
      "Thanks, pinning this.",
    ],
    conflicts: [["fare is £2", "fare £2.50"]],
    paraphrases: [
      ["07:10", "7:10am"],
      ["every 20 minutes", "every twenty minutes"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h37 courier collection bristol",
    branch: [
      "Courier booked: collection Wednesday 12 February between 2 and 4pm, 3 parcels to the Bristol office, £18.40 in total.",
      "Do they need labels printed?",
      "No, the driver brings them.",
    ],
    parent: ["FastTrack will pick up 5 parcels on Wed 12 Feb, 14:00–16:00, for £18.40."],
    conflicts: [["3 parcels", "5 parcels"]],
    paraphrases: [
      ["Wednesday 12 February", "Wed 12 Feb"],
      ["between 2 and 4pm", "14:00–16:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h37 van lease terms",
    branch: [
      "Leasing quote for the second van: 36-month contract at £389 a month, 10,000 miles a year, delivery on 1 April.",
      "Sounds fair?",
    ],
    parent: [
      "Lease on the new van agreed — three-year term, £389/month, 12,000 miles annually, and it's delivered 1 April.",
      "I'll let the insurers know.",
    ],
    conflicts: [["10,000 miles a year", "12,000 miles annually"]],
    paraphrases: [
      ["36-month", "three-year"],
      ["£389 a month", "£389/month"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h37 school minibus morning run",
    branch: [
      "Rota for next week: the minibus picks up 11 children from the Elm Park stop at 8:05, driver is Ken, and it must be back at school by 8:40.",
      "Thanks for sorting it.",
    ],
    parent: [
      "Just confirming the school run — Ken collects eleven kids at Elm Park, 8:15, arriving for 8:40 registration.",
      "Ken's fine with that.",
    ],
    conflicts: [["stop at 8:05", "Elm Park, 8:15"]],
    paraphrases: [["11 children", "eleven kids"]],
    shapes: ["multi"],
  },
  {
    name: "h37 reading paddington season ticket",
    branch: ["Renewing my season ticket: Reading to Paddington, annual, £5,320, starting 1 September.", "Ouch."],
    parent: [
      "The yearly Reading–Paddington ticket, 5,320 pounds, runs from 1 January (that's the date printed on the photocard).",
      "Keep the receipt for the loan scheme.",
    ],
    conflicts: [["starting 1 September", "from 1 January"]],
    paraphrases: [["£5,320", "5,320 pounds"]],
    shapes: ["multi"],
  },
  {
    name: "h37 mobile tyre fitter octavia",
    branch: [
      "Mobile fitter is coming Saturday at 10am to put four tyres on the Octavia, £96 each fitted.",
      "Will they take the old ones?",
      "Yes, disposal's included.",
    ],
    parent: ["Tyre man booked: Saturday 10:00, 2 tyres on the Octavia at £96 apiece."],
    conflicts: [["four tyres", "2 tyres"]],
    paraphrases: [
      ["10am", "10:00"],
      ["£96 each", "£96 apiece"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction (4)
  {
    name: "h37 taxi home from party",
    branch: [
      "Taxi booked to take us home from the party at 11pm.",
      "Update: Station Cars could only do 11:45pm, so that's what we've got.",
      "Fine by me.",
    ],
    parent: ["Cab home from the party is at 11pm, I've told the others.", "Great, I'll wait by the front door."],
    conflicts: [["11:45pm", "is at 11pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h37 residents parking permit renewal",
    branch: [
      "The residents' parking permit renewal is £85.",
      "Sorry, I misread the council letter — it's £145 this year; £85 was what we paid last time.",
    ],
    parent: ["Permit renewal for Ashby Street is £85, I'll pay it online on Friday.", "Thanks!"],
    conflicts: [["£145 this year", "Ashby Street is £85"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h37 lisbon airport shuttle headcount",
    branch: [
      "Airport transfer for the Lisbon conference is confirmed for 6 people, deposit paid.",
      "What time do we land?",
      "17:20.",
    ],
    parent: [
      "Shuttle from the airport to the hotel is booked for 6 guests.",
      "Actually the firm moved us to a bigger van — it's now 9 guests because Leila's team are joining.",
    ],
    conflicts: [["for 6 people", "9 guests"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h37 horsebox move date",
    branch: [
      "Bramble's horsebox transport to the new yard is on 22 May.",
      "So the farrier needs to come the week before.",
    ],
    parent: [
      "Horsebox is booked to collect Bramble on 22 May.",
      "They moved it to 29 May — their truck failed its inspection.",
      "Annoying but fine.",
    ],
    conflicts: [["on 22 May", "moved it to 29 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase (12)
  {
    name: "h37 motorcycle cbt booking",
    branch: [
      "Booked my CBT for 5 October at the training centre by the retail park.",
      "Cost £150, bike and helmet hire included.",
    ],
    parent: [
      "When's your Compulsory Basic Training?",
      "05/10, and it was one hundred and fifty quid with kit hire.",
      "Good luck!",
    ],
    conflicts: [],
    paraphrases: [
      ["5 October", "05/10"],
      ["£150", "one hundred and fifty quid"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 park-and-ride last bus",
    branch: [
      "Last park-and-ride bus back to the Northgate site leaves town at 18:30.",
      "Plenty of time after the show.",
    ],
    parent: ["Don't miss the final P&R shuttle — it's 6:30pm from the bus station.", "Noted."],
    conflicts: [],
    paraphrases: [["18:30", "6:30pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 cycle-to-work voucher",
    branch: [
      "My cycle-to-work voucher came through at £1,200.",
      "Enough for the gravel bike?",
      "Just about, with a lock.",
    ],
    parent: ["HR approved the bike scheme application — £1.2k to spend at any partner shop."],
    conflicts: [],
    paraphrases: [["£1,200", "£1.2k"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 car club membership fee",
    branch: ["Car club membership is £60 a year, then you pay per hour on top."],
    parent: ["Joining the car-share club costs sixty pounds annually.", "Hourly rates on top, I assume?", "Yes."],
    conflicts: [],
    paraphrases: [["£60 a year", "sixty pounds annually"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 electric bus order",
    branch: [
      "The council board approved 20 electric buses, each with a range of 250 km.",
      "Delivery starts next spring.",
    ],
    parent: [
      "So it's twenty e-buses for the town routes, rated at 250 kilometres per charge.",
      "About time the diesel ones went.",
    ],
    conflicts: [],
    paraphrases: [
      ["20 electric buses", "twenty e-buses"],
      ["250 km", "250 kilometres"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 breakdown cover renewal",
    branch: ["Breakdown cover renews on 14/11/2025, national recovery included."],
    parent: ["Our roadside assistance policy is up for renewal on 14 November 2025.", "Same level of cover?", "Yes."],
    conflicts: [],
    paraphrases: [["14/11/2025", "14 November 2025"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 vintage wedding bus arrival",
    branch: ["The vintage Routemaster will be at the church at quarter past two.", "Ribbons on the front, as asked."],
    parent: ["Wedding bus timing: it pulls up outside St Mary's at 2:15pm.", "Lovely."],
    conflicts: [],
    paraphrases: [["quarter past two", "2:15pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 heritage railway booking office shift",
    branch: ["You're on the booking office rota Sunday, 8am to 4pm.", "Bring a packed lunch, the café shuts early."],
    parent: [
      "Volunteer shifts this Sunday: booking office 08:00–16:00; signal box 09:00–13:00.",
      "Shout if you can't make it.",
    ],
    conflicts: [],
    paraphrases: [["8am to 4pm", "08:00–16:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 fleet fuel card cap",
    branch: ["Fuel cards for the drivers are capped at £500 per week.", "Any questions, ask Dave."],
    parent: [
      "Reminder: each fuel card has a weekly limit of five hundred pounds.",
      "Receipts still go in the blue tray.",
    ],
    conflicts: [],
    paraphrases: [["£500 per week", "weekly limit of five hundred pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 cargo bike payload",
    branch: ["The trial cargo bike takes up to 100 kg in the box.", "Battery's good for about a day of drops."],
    parent: ["Cargo e-bike spec: payload a hundred kilos, two-speed hub, hydraulic brakes."],
    conflicts: [],
    paraphrases: [["100 kg", "a hundred kilos"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 student railcard",
    branch: ["Got my 16-25 Railcard, it was £35 and gives a third off."],
    parent: ["Railcard for uni: thirty-five pounds, saves 1/3 on most fares.", "Worth it."],
    conflicts: [],
    paraphrases: [
      ["£35", "thirty-five pounds"],
      ["a third off", "1/3"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h37 outpatient patient transport",
    branch: ["Patient transport will collect Dad at 10.30 on 2 April for the outpatient scan."],
    parent: [
      "Non-emergency ambulance is booked: 10:30am, 2nd April.",
      "Should someone go with him?",
      "They allow one escort.",
    ],
    conflicts: [],
    paraphrases: [
      ["10.30", "10:30am"],
      ["2 April", "2nd April"],
    ],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------------- shared-words (6)
  {
    name: "h37 concessionary bus passes",
    branch: ["Dad's concessionary bus pass expires on 30 September.", "I'll do his renewal online."],
    parent: ["Mum's concessionary bus pass expires on 30 June.", "She needs a new photo for it."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h37 depot bike shelter",
    branch: ["The new bike shelter at the depot holds 40 bikes.", "Covered, with lighting."],
    parent: ["Most mornings there are 28 bikes in the bike shelter at the depot.", "So room to grow."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h37 e-scooter trial rides",
    branch: ["In 2023 the e-scooter trial logged 41,000 rides across the city."],
    parent: [
      "In 2024 the e-scooter trial logged 58,000 rides across the city, per the council report.",
      "Growth, then.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h37 container haulage quote",
    branch: ["Haulier quote is £650 per container from the port to our yard.", "Can they do Thursday?"],
    parent: ["Total haulage for the three containers from the port to our yard comes to £1,950."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h37 tachograph calibrations",
    branch: ["Van 3's tachograph calibration is due on 12 August."],
    parent: ["Van 7's tachograph calibration is due on 3 March.", "Book both at the same garage?"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h37 valeting target vs actual",
    branch: ["Target for the valeting team is 30 vans cleaned a week."],
    parent: ["Last week the valeting team actually cleaned 24 vans.", "Short-staffed, to be fair."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
