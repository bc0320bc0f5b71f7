/**
 * Held-out merge-conflict pairs, set 57 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: car repair garages, MOT and servicing, car dealers and small van fleets.
 *
 * Topics (one per case, 40 in all):
 *   close: MOT retest slot, fleet van tyre size, clutch quote total, courtesy car mileage allowance,
 *     gearbox part collection date, laden van tyre pressure, block service booking count, next service
 *     mileage, timing chain labour time, used car deposit, recall campaign reference, PCM software level.
 *   multi: van major service booking, brake parts order list, fleet maintenance contract renewal,
 *     used car handover sheet, accident repair estimate, MOT and service collection time.
 *   correction: warranty cover for a turbo, courtesy car availability, water pump delivery, van MOT
 *     expiry on the fleet list.
 *   paraphrase: MOT fee and slot, oil capacity, wiper blade order, EV van service schedule, drop-off
 *     window, DPF quote, fleet safety inspection date, part-exchange appraisal, approved used warranty,
 *     mobile windscreen fitting, tread depths on a health check, fleet labour rate.
 *   shared-words: last and next MOT, account limit and spend, two fleet vans, front and rear pads,
 *     invoice and part payment, towing limit and nose weight.
 *
 * Counts by shape (a case may carry more than one): close 12, identifier 2, negation 2, multi 6, correction 4, paraphrase 12, shared-words 6, list 2.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_57: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (incl. identifier)
  {
    name: "h57 MOT retest slot time",
    branch: [
      "MOT RESULT — FAIL / YD16 OVR / Vauxhall Corsa 1.4 / 1. NSR brake imbalance (major) / 2. Rear reg plate lamp inoperative (major) / ADVISORY: NSF tyre close to limit",
      "Corsa failed this morning on the back brake and a blown number plate bulb. Free partial retest if it comes back within ten working days.",
      "Ok so when can we get it back in? She needs it for the school run.",
      "Retest booked for Thursday at 10:40, Gary's doing it. Bulb we already swapped while it was up on the ramp.",
    ],
    parent: [
      "BOOKING — MOT RETEST / REG: YD16 OVR / Corsa 1.4 / THU 11:40 / Tester: G. Hollins / partial retest, 10 working days from fail, no fee",
      "PARTS / Corsa YD16 OVR / rear wheel cylinder x1 / ETA first thing tmrw",
    ],
    conflicts: [["Thursday at 10:40", "THU 11:40"]],
    paraphrases: [["within ten working days", "10 working days from fail"]],
    shapes: ["close"],
  },
  {
    name: "h57 fleet van tyre size on the parts order",
    branch: [
      "Need four new tyres on the Transit Custom, reg MV68 TLK. Fronts are down to 2mm and the rears aren't far behind.",
      "TYRE CHECK / MV68 TLK Transit Custom / size 215/65 R16C / F 2mm, R 3mm / pref Michelin Agilis, else fleet contract brand",
      "Agilis is on the contract, no problem. We'll get them ordered today.",
    ],
    parent: [
      "PARTS ORDER / acct: Harrow Logistics / 4 x MICHELIN AGILIS 3 235/65 R16C / deliv AM tomorrow / ref PO-22918",
      "Fitting pencilled for Wednesday morning, van can go straight back out after lunch.",
    ],
    conflicts: [["215/65 R16C", "235/65 R16C"]],
    paraphrases: [["four new tyres", "4 x MICHELIN"]],
    shapes: ["close"],
  },
  {
    name: "h57 clutch quote total",
    branch: [
      "How much for a clutch on a 2015 Focus 1.0 EcoBoost? Customer says it's slipping on hills, flywheel feels fine.",
      "Had a look, clutch kit only, flywheel's within spec. Six hundred and forty quid all in, that's parts, labour and VAT.",
      "Go on then. Can it be done before the weekend?",
    ],
    parent: [
      "QUOTE Q-3307 / Ford Focus 1.0 EcoBoost 2015 / Clutch kit (LuK 3pc) £212.50 / Labour 4.5h @ £78 £351.00 / Sub £563.50 / VAT £112.70 / TOTAL £676.20",
      "DIARY FRI / Focus clutch / tech: Dean / drop off by 8",
    ],
    conflicts: [["Six hundred and forty quid all in", "TOTAL £676.20"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h57 courtesy car daily mileage allowance",
    branch: [
      "Your courtesy car will be a Fiesta, ready from 8:30 when you drop the Qashqai off.",
      "Is there a mileage limit on it? I've got to get to Leeds on Tuesday.",
      "Fifty miles a day, and it needs to come back with the same fuel it went out with.",
    ],
    parent: [
      "COURTESY CAR OUT / Fiesta WR21 KPE / out 08:30 / fuel 1/2 / allowance 60 mi/day / excess £250 / cust: Mrs A. Okafor",
      "JOB 6640 / Nissan Qashqai 1.3 / cambelt + water pump / est. done Wed",
    ],
    conflicts: [["Fifty miles a day", "60 mi/day"]],
    paraphrases: [["ready from 8:30", "out 08:30"]],
    shapes: ["close"],
  },
  {
    name: "h57 gearbox part and collection date",
    branch: [
      "Hi, just checking on my Golf — you said the gearbox part was coming from Germany?",
      "That's right, VW have it on back order. We're looking at Tuesday the 14th for you to collect, fingers crossed.",
      "Fine, can you text me when it's done? My mobile's on the job sheet.",
    ],
    parent: [
      "JOB 58102 / VW Golf 1.5 TSI / DSG mechatronic unit — b/o from VAG / cust collect: Thu 16/05 / TXT cust when ready",
      "COURTESY / extended to collection / cust OK",
    ],
    conflicts: [["Tuesday the 14th", "Thu 16/05"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h57 laden tyre pressure for the Sprinters",
    branch: [
      "What pressures should the drivers run on the Sprinters when they're fully loaded? We keep getting TPMS warnings.",
      "Rears at forty-four psi when laden, fronts can stay at the normal figure on the door sticker.",
      "Cheers, I'll put a laminated sheet in all five cabs.",
    ],
    parent: [
      "FLEET NOTE — Sprinter 314 CDI (x5) / laden pressures / F: per door label / R: 47 PSI / reset TPMS after adjusting",
    ],
    conflicts: [["forty-four psi", "R: 47 PSI"]],
    paraphrases: [["all five cabs", "314 CDI (x5)"]],
    shapes: ["close"],
  },
  {
    name: "h57 block service booking van count",
    branch: [
      "Can we do a block booking for the Pellow & Sons vans? They want them all done the same day so the yard's only disrupted once.",
      "How many are we talking?",
      "Six vans, all Vivaros, all on the interim service. They'll drop them at 7:30.",
    ],
    parent: [
      "BLOCK BOOKING / Pellow & Sons / MON / 7 vans — interim svc each / 2 techs all day",
      "Vans arriving half seven, Lee's opening up.",
    ],
    conflicts: [["Six vans", "7 vans"]],
    paraphrases: [["at 7:30", "half seven"]],
    shapes: ["close"],
  },
  {
    name: "h57 next service due mileage",
    branch: [
      "Service done on the Octavia, book stamped. Next one's due at 68,000 miles or in twelve months, whichever comes first.",
      "Great, and you've reset the reminder on the dash?",
      "Yep, reset and road tested.",
    ],
    parent: [
      "SERVICE RECORD / Skoda Octavia 2.0 TDI / odo 58,212 / oil + filter, air filter, pollen filter / NEXT DUE: 70,000 mi or 12 mths / book stamped",
    ],
    conflicts: [["68,000 miles", "70,000 mi"]],
    paraphrases: [["twelve months", "12 mths"]],
    shapes: ["close"],
  },
  {
    name: "h57 timing chain labour time",
    branch: [
      "Customer on the phone asking how long the timing chain on his Mini Cooper will take, he wants to wait in reception.",
      "Book time says three and a half hours, so tell him not to wait, he'd be sat here all morning.",
      "He says fine, he'll drop it at quarter past eight on his way to work.",
    ],
    parent: [
      "JOB CARD 77154 / Mini Cooper R56 1.6 / timing chain + tensioner kit / labour: 4.5 hrs book time / cust NOT waiting — drop off 08:15",
      "Told him we'd ring when it's ready, probably early afternoon.",
    ],
    conflicts: [["three and a half hours", "4.5 hrs book time"]],
    paraphrases: [["quarter past eight", "drop off 08:15"]],
    shapes: ["close"],
  },
  {
    name: "h57 deposit on the forecourt Kuga",
    branch: [
      "Chap wants the grey 2019 Kuga on the front row, the one at fourteen nine ninety-five. He'll leave a deposit today to hold it.",
      "How much deposit did we agree?",
      "£500, refundable until his finance decision comes back.",
    ],
    parent: [
      "SALES ORDER / 2019 Ford Kuga ST-Line, Magnetic grey / price £14,995 / deposit taken £750 (card) / refundable pending finance / handover TBC",
    ],
    conflicts: [["£500, refundable", "deposit taken £750"]],
    paraphrases: [["fourteen nine ninety-five", "price £14,995"]],
    shapes: ["close"],
  },
  {
    name: "h57 recall campaign reference",
    branch: [
      "Got a letter from Peugeot about a recall on my 2008, something about a fuel pipe. Do I need to book it in?",
      "Yes please. What's the reference on the letter?",
      "It says campaign KEF-4471 at the top.",
      "Lovely. Can do Monday at nine if you're happy to wait, it's about an hour.",
    ],
    parent: [
      "RECALL CHECK / Peugeot 2008 1.2 PureTech / campaign KEF-4417 — fuel return pipe / VIN open, not yet done / 1.0h warranty, no charge",
      "DIARY MON / Peugeot 2008 recall / Monday 09:00 / cust waiting / no courtesy car",
    ],
    conflicts: [["campaign KEF-4471", "campaign KEF-4417"]],
    paraphrases: [
      ["Monday at nine", "Monday 09:00"],
      ["about an hour", "1.0h warranty"],
    ],
    shapes: ["close", "identifier"],
  },
  {
    name: "h57 PCM software level on the Transit Connect",
    branch: [
      "TECH NOTE / Transit Connect 1.5 EcoBlue / limp mode, P0299 stored / Ford: PCM update available, see TSB",
      "Which calibration? I want to be sure it's not the one we already flashed last month.",
      "Update to software level 7.3.12, it's the one in TSB 24-2190.",
    ],
    parent: [
      "IDS SESSION LOG / Transit Connect 1.5 EcoBlue / PCM reprogram / from 7.3.08 to 7.3.14 / TSB 24-2190 / DTC P0299 cleared / road test OK",
    ],
    conflicts: [["software level 7.3.12", "to 7.3.14"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h57 van major service booking",
    branch: [
      "Can we get the Berlingo in for its major service? It's also got a knock from the front left over bumps.",
      "Tuesday at 8, major service plus a look at the knock, £249 for the service and no diagnosis charge if we do the repair.",
      "Perfect, book it.",
    ],
    parent: [
      "BOOKING / Citroen Berlingo / Tuesday 08:00 / major service £279 / FL knock — investigate, no diag charge if repaired",
    ],
    conflicts: [["£249 for the service", "major service £279"]],
    paraphrases: [["Tuesday at 8", "Tuesday 08:00"]],
    shapes: ["multi"],
  },
  {
    name: "h57 brake parts order for the Astra",
    branch: [
      "Can you order for the Astra job: front pads, front discs, rear pads and a brake fluid, DOT 4, 1 litre.",
      "ECP HAYES / stock check / all 4 lines available",
      "Ta. Need them here before 2.",
    ],
    parent: [
      "PARTS ORDER — ECP Hayes / Astra K 1.4T / 1x front pad set / 2x front discs / 1x rear shoe set / 1x DOT4 fluid 1L / deliv by 13:30",
    ],
    conflicts: [["rear pads", "rear shoe set"]],
    paraphrases: [
      ["1 litre", "fluid 1L"],
      ["DOT 4", "DOT4 fluid"],
    ],
    shapes: ["multi", "list"],
  },
  {
    name: "h57 fleet maintenance contract renewal",
    branch: [
      "Spoke to Kirsty at Brightwell Couriers. They'll renew the maintenance contract for another 24 months, same 11 vans, at £42 per van per month.",
      "Did she mention tyres?",
      "Tyres stay outside the contract, charged as used.",
    ],
    parent: [
      "CONTRACT RENEWAL (draft) / Brightwell Couriers / term: two years / 11 vans / £46 per van per month / tyres excluded — pay as fitted",
      "Sending it over for her signature tonight.",
    ],
    conflicts: [["£42 per van per month", "£46 per van per month"]],
    paraphrases: [["24 months", "two years"]],
    shapes: ["multi"],
  },
  {
    name: "h57 used Yaris Cross handover sheet",
    branch: [
      "Handover for the used Yaris Cross is Saturday at 11. Customer's been told: two keys, full tank, 12 months MOT, new wiper blades.",
      "And the mats? She asked about mats.",
      "Genuine mats thrown in, yes.",
    ],
    parent: [
      "PDI / HANDOVER SHEET — Toyota Yaris Cross (used) / Sat 11:00 / keys: 1 / fuel: FULL / MOT: 12 mths / wipers: new F+R / mats: genuine, FOC",
    ],
    conflicts: [["two keys", "keys: 1"]],
    paraphrases: [["Saturday at 11", "Sat 11:00"]],
    shapes: ["multi", "list"],
  },
  {
    name: "h57 accident repair estimate on the Civic",
    branch: [
      "Insurer's engineer approved the estimate for the Civic this morning at £2,340: new rear bumper, tailgate repair and a respray, six working days in the bodyshop.",
      "Good. Does the customer get a car meanwhile?",
      "Yes, courtesy car for the duration, insurer's paying.",
    ],
    parent: [
      "BODYSHOP BOARD / Honda Civic / ins. approved £2340.00 / rear bumper (new), tailgate (repair), paint / 8 working days / courtesy: yes — insurer",
    ],
    conflicts: [["six working days", "8 working days"]],
    paraphrases: [["£2,340", "£2340.00"]],
    shapes: ["multi"],
  },
  {
    name: "h57 MOT and service collection time",
    branch: [
      "Mr Dhillon's Passat is in Friday for MOT and full service. MOT is £54.85, service £229, he can collect any time after 4.",
      "Does he want a courtesy car?",
      "No, his wife's dropping him back.",
    ],
    parent: [
      "FRI — Passat B8 2.0 TDI / MOT £54.85 + full service £229 / ready for collection 17:00 / loan car: no",
      "He also asked us to check the aircon while it's in, said we'd have a look.",
    ],
    conflicts: [["collect any time after 4", "ready for collection 17:00"]],
    paraphrases: [],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (incl. negation)
  {
    name: "h57 warranty cover for the A4 turbo",
    branch: [
      "Good news on the Audi A4 — the used car warranty covers the turbo replacement, just the £100 excess to pay.",
      "Brilliant, he'll be relieved. When can we start?",
      "As soon as the turbo turns up, hopefully Wednesday.",
    ],
    parent: [
      "Correction on the A4: warranty company rang back, turbo is NOT covered — the policy excludes forced induction parts. Customer needs a full quote.",
      "PARTS / Audi A4 2.0 TDI / turbo on order — ETA Wed / hold, cust deciding",
    ],
    conflicts: [["the used car warranty covers the turbo", "turbo is NOT covered"]],
    paraphrases: [],
    shapes: ["correction", "negation"],
  },
  {
    name: "h57 courtesy car for the cambelt day",
    branch: [
      "Can I have a courtesy car while the cambelt's being done on Thursday?",
      "Yes, we'll have one for you, the little Aygo. Just bring your licence.",
    ],
    parent: [
      "Sorry, have to correct what I said earlier — we won't have a courtesy car on Thursday, both are out on long jobs. Can offer a lift to the station instead.",
      "COURTESY DIARY / THU / Aygo — out (job 6612) / i10 — out (job 6618) / none free",
    ],
    conflicts: [["we'll have one for you", "we won't have a courtesy car on Thursday"]],
    paraphrases: [],
    shapes: ["correction", "negation"],
  },
  {
    name: "h57 water pump delivery for the Kangoo",
    branch: [
      "PARTS ETA / Motaquip / water pump + belt kit — Kangoo 1.5 dCi / Wed AM run / acct 4402",
      "OK, I'll tell the customer it'll be done Wednesday afternoon then.",
    ],
    parent: [
      "Correction from Motaquip: the water pump isn't on the Wednesday run after all, it's now Friday 10am delivery. Their Leicester depot was out of stock.",
      "I'll ring the customer and let them know.",
    ],
    conflicts: [["Wed AM run", "now Friday 10am delivery"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h57 Movano MOT expiry on the fleet list",
    branch: [
      "The fleet list says van 9, the Movano, has its MOT running out on the third of March. Can we book it in the week before?",
      "DIARY / Movano (van 9) / MOT / pencilled w/c 24 Feb",
    ],
    parent: [
      "Correction to the fleet list: checked DVSA, Movano KN70 HWE MOT expiry is 03/04/2025, not March. We'll keep the week commencing 24 February booking anyway, saves a rush later.",
    ],
    conflicts: [["the third of March", "MOT expiry is 03/04/2025"]],
    paraphrases: [["w/c 24 Feb", "week commencing 24 February"]],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- paraphrase (no conflict)
  {
    name: "h57 MOT fee and early slot",
    branch: [
      "How much is an MOT with you for a Picanto?",
      "Fifty-four pounds eighty-five, the most DVSA let us charge. Earliest I've got is tomorrow at quarter to nine.",
      "Grab it please, I'll wait for it.",
    ],
    parent: ["MOT BOOKING / Kia Picanto / 08:45 tmrw / fee £54.85 / cust waiting"],
    conflicts: [],
    paraphrases: [
      ["Fifty-four pounds eighty-five", "fee £54.85"],
      ["quarter to nine", "08:45"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 oil capacity for the Hilux",
    branch: [
      "How much oil does the Hilux take at a service? Want to make sure there's enough 5W-30 on the shelf.",
      "Seven and a half litres with the filter change.",
    ],
    parent: [
      "STOCK PULL / Castrol Edge 5W-30 / 7.5L for Hilux svc (inc filter) / bay 2",
      "Plenty left, there's two 20-litre drums in the store.",
    ],
    conflicts: [],
    paraphrases: [["Seven and a half litres", "7.5L"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 wiper blade order for the fleet",
    branch: [
      "Order a dozen wiper blades for the fleet vans, 24 inch, the Bosch Aerotwin ones.",
      "Any preference on delivery?",
      "Whenever, no rush, end of the week's fine.",
    ],
    parent: ["PARTS COUNTER / acct FL-0931 / 12 x Bosch Aerotwin 600mm / deliv Fri / no rush"],
    conflicts: [],
    paraphrases: [
      ["a dozen wiper blades", "12 x Bosch"],
      ["24 inch", "600mm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 service schedule for the electric vans",
    branch: [
      "What's the service schedule on the new e-Vitos? The fleet manager's asking.",
      "Every 10k miles or once a year, whichever comes first. No oil obviously, just the checks and a cabin filter.",
    ],
    parent: [
      "SERVICE SCHEDULE (conf. Mercedes) / e-Vito / service at 10,000 miles / annually, whichever first / cabin filter every visit / brake fluid every 2 years",
    ],
    conflicts: [],
    paraphrases: [
      ["10k miles", "10,000 miles"],
      ["once a year", "annually"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 Jazz drop-off window",
    branch: [
      "Can you drop the Jazz off between 8 and 9 on Monday? We'll have it back to you by half past four.",
      "Yes, I'll bring it before work.",
    ],
    parent: ["DIARY MON / Honda Jazz / service + aircon regas / drop-off 08:00-09:00 / ready 16:30"],
    conflicts: [],
    paraphrases: [
      ["between 8 and 9", "08:00-09:00"],
      ["half past four", "ready 16:30"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 DPF replacement ballpark",
    branch: [
      "Rough number for replacing the DPF on the Mondeo?",
      "ESTIMATE (rough) / Ford Mondeo 2.0 TDCi / DPF replacement / about £1.4k fitted / less if pattern unit",
      "Ouch. OK, tell him and see what he says.",
    ],
    parent: [
      "Told Mr Aziz: DPF replacement roughly fourteen hundred quid fitted, possibly less with an aftermarket unit. He's going to think about it.",
    ],
    conflicts: [],
    paraphrases: [["£1.4k fitted", "fourteen hundred quid fitted"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 fleet safety inspection date",
    branch: [
      "Six-weekly safety inspections for the Hartley Tiles vans — next round is Wednesday 9 October, all four vans.",
      "Do they need a brake roller test this time?",
      "Yes, every inspection.",
    ],
    parent: ["INSPECTION SCHEDULE / Hartley Tiles / 09/10 / 4 vehicles / PMI + brake test / tech: Sam"],
    conflicts: [],
    paraphrases: [
      ["Wednesday 9 October", "09/10"],
      ["all four vans", "4 vehicles"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 part-exchange appraisal on a Mazda",
    branch: [
      "Part-ex just came in: 2018 Mazda 3, two-litre petrol, 41,000 miles, fuel gauge showing three-quarters.",
      "Any damage?",
      "Kerbed alloy on the nearside front, otherwise tidy.",
    ],
    parent: ["APPRAISAL / Mazda3 2018 / 1998cc petrol / 41k mi / fuel 3/4 / NSF alloy kerbed / trade est. £9,200"],
    conflicts: [],
    paraphrases: [
      ["two-litre petrol", "1998cc petrol"],
      ["41,000 miles", "41k mi"],
      ["three-quarters", "fuel 3/4"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 manufacturer warranty on an approved used Tiguan",
    branch: [
      "What warranty comes with the approved used Tiguan?",
      "It's still inside the manufacturer's warranty: three years or 60,000 miles from first registration.",
    ],
    parent: ["STOCK CARD / Tiguan SEL / manuf. warranty 36 mths / 60k mi from reg / HPI clear / 2 keys"],
    conflicts: [],
    paraphrases: [
      ["three years", "36 mths"],
      ["60,000 miles", "60k mi"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 mobile windscreen fitting for the Caddy",
    branch: [
      "The replacement windscreen for the Caddy is on a fortnight's lead time, sorry.",
      "Could the fitter come to our yard rather than us bringing it in?",
      "Yes, from the booking: MOBILE FIT / VW Caddy / at noon / customer yard",
    ],
    parent: [
      "Glass job ref AG-77310 / VW Caddy / screen w/ camera bracket / ETA 14 days / mobile fit at cust yard 12:00 / ADAS recal after",
    ],
    conflicts: [],
    paraphrases: [
      ["a fortnight", "14 days"],
      ["at noon", "12:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 tread depths on the Partner health check",
    branch: [
      "Rears on the Partner are at two and a half mil, so legal, but I'd do them with the service next month.",
      "Agreed. The fronts?",
      "Fronts are fine, 5 mil all round.",
    ],
    parent: ["VHC / Peugeot Partner / tyres: F 5mm / R 2.5mm — AMBER, advise replace next svc / brakes GREEN"],
    conflicts: [],
    paraphrases: [
      ["two and a half mil", "R 2.5mm"],
      ["5 mil", "F 5mm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h57 fleet labour rate",
    branch: [
      "What's our labour rate for the fleet accounts now?",
      "Eighty-five pounds an hour plus VAT, same as retail since April.",
    ],
    parent: ["FLEET TERMS (updated) / labour £85/hr ex VAT / parts trade less 15% / 30-day account"],
    conflicts: [],
    paraphrases: [["Eighty-five pounds an hour plus VAT", "£85/hr ex VAT"]],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (no conflict)
  {
    name: "h57 last MOT and next MOT",
    branch: [
      "When was the Kangoo last MOT'd? Customer's asking when the next one's due.",
      "Last MOT was 14 June last year, passed with an advisory on the wipers.",
    ],
    parent: ["DVSA CHECK / Renault Kangoo / next MOT due by 13 June / offered slot on the 10th"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h57 account limit and spend so far",
    branch: [
      "ACCOUNT SETUP / Moorside Plumbing / credit limit of £6,000 a month / terms signed",
      "Their office manager asked about it, I told her the limit's in the terms she signed.",
    ],
    parent: [
      "ACCOUNT STMT / Moorside Plumbing / month to date: £3,870.40 / 4 invoices",
      "They're asking if we can do their other two vans before month end, should be fine within the limit.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h57 two fleet vans on different jobs",
    branch: [
      "JOB CARD / Van 4 — white Trafic / 112,000 on the clock / clutch",
      "Van 7's only on 38,000, just a service.",
    ],
    parent: [
      "JOB CARD / Van 2 — Renault Master / odo 96,400 / F pads + discs / fleet acct",
      "Van 4's clutch is booked in for Thursday, kit ordered.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h57 front pads and rear pads on the Juke",
    branch: [
      "VHC / Nissan Juke / front pads 3mm — RED / front discs lipped — AMBER / wipers OK",
      "Front pads on the Juke are at 3mm, they're due. Customer's asking how much.",
    ],
    parent: [
      "VHC cont. / Nissan Juke / rear pads 7mm — GREEN / rear discs OK / handbrake adjusted",
      "Front pads quoted at £148 fitted, customer approved.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h57 invoice total and part payment",
    branch: ["INVOICE 20931 / Ford Ranger / clutch + service / total £1,182.60", "Has he paid anything yet?"],
    parent: [
      "Mr Kowalski paid £500 on card today, rest when he collects Friday.",
      "INVOICE 20931 / Ford Ranger / paid £500.00 / balance outstanding £682.60",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h57 towing limit and towbar nose weight",
    branch: [
      "Customer wants to tow a 1,600 kg caravan with his Outlander 2.2 diesel, is that OK?",
      "Braked towing limit on it is 2,000 kg, so yes, plenty of headroom.",
    ],
    parent: [
      "TOWBAR FIT / Mitsubishi Outlander 2.2 DI-D / detachable / 13-pin / max nose weight 100 kg / fitting Sat 9:00",
      "Told him to keep the caravan's nose weight under the 100 kg on the towbar plate.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
