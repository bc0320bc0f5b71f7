import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 45 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: ferry crossing (money), visa appointment (date), Vatican guided tour (clock time),
 *     hostel booking (count in words), rail pass app (version), baggage allowance (weight),
 *     safari lodge ranger (name), hotel transfer pick-up (place);
 *   close, few shared words: travel insurance winter cover (negation), campervan hire ref
 *     (identifier), ski pass price, cruise excursion meeting point;
 *   multi: city break itinerary, walking holiday luggage transfer, festival campsite,
 *     language school homestay, sleeper train, scuba diving course;
 *   correction: flight changes (branch), airport parking (branch), canal boat hire (parent),
 *     travel vaccinations (parent);
 *   paraphrase: hot-air balloon flight, passport renewal, currency exchange, glamping pod,
 *     airport lounge, whale watching, mountain hut, northern lights tour, theme park tickets,
 *     surf camp, honeymoon villa, school trip coach;
 *   shared-words: cycling tour stages, wine tasting budget vs cost, museum pass each vs total,
 *     sea kayak trip last year vs this year, travel eSIM allowance vs usage, cattery pens.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_45: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h45 ferry crossing total paid",
    branch: [
      "Did Brittany Ferries ever send the proper confirmation?",
      "Yes, pasting it:\nRef: BF7731042\nRoute: Portsmouth–Santander\nDep: Tue 16:45\nPax: 2 adults, foot passengers\nCabin: 2-berth inside\nTotal paid: £412.50",
      "Great, that's the last big thing booked.",
    ],
    parent: [
      "Doing the Spain spreadsheet tonight.",
      "Put the Santander crossing down as £421.50 — that was both of us plus the inside cabin.",
      "ok, will do",
    ],
    conflicts: [["Total paid: £412.50", "down as £421.50"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h45 visa biometrics date",
    branch: [
      "Visa appointment email finally arrived!",
      "Centre: VFS Global, Manchester\nDate: 14 March\nTime: 09:40\nBring: passport, 2 photos, 6 months of bank statements",
      "Photos are done, I'll print the statements this week.",
    ],
    parent: [
      "How long do they take to decide on the visa?",
      "Roughly three weeks after the fingerprints. My biometrics slot in Manchester is on 14 June, so it should come back before we go.",
      "Cutting it a bit fine for August but ok.",
    ],
    conflicts: [["Date: 14 March", "on 14 June"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h45 vatican tour start time",
    branch: [
      "Vatican thing is sorted.",
      "Guide picks us up at 07:45 by the Sant'Anna gate, so set an alarm.",
      "ugh, early. fine.",
    ],
    parent: [
      "what does Thursday look like?",
      "Skip-the-line walk through the museums and the Sistine Chapel begins at 19:45 — it's the late opening, far fewer crowds.",
      "Perfect, we can sleep in then.",
    ],
    conflicts: [["at 07:45", "begins at 19:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h45 ljubljana hostel dorm size",
    branch: [
      "Hostel in Ljubljana has us in a private dorm for six people, all three nights.",
      "Does that include breakfast?",
      "No, breakfast is extra, €7 each.",
    ],
    parent: [
      "Who's coming to Ljubljana again? Trying to count heads.",
      "From the confirmation:\nRoom: private dorm, seven beds\nNights: 3\nCheck-in: from 14:00",
      "Cool, so Marta can come too.",
    ],
    conflicts: [["for six people", "seven beds"]],
    paraphrases: [["all three nights", "Nights: 3"]],
    shapes: ["close"],
  },
  {
    name: "h45 interrail app minimum version",
    branch: [
      "Trying to activate my Interrail pass on the phone and it keeps failing.",
      "Their help page says you need Rail Planner version 5.3 or newer before a mobile pass will activate.",
      "Mine hasn't updated in ages, so that's probably it.",
    ],
    parent: [
      "Did the rail pass work in the end?",
      "Not yet. The FAQ lists 5.8 as the minimum app release for mobile passes, so I'll update tonight.",
      "Let me know, we need it for the Vienna train.",
    ],
    conflicts: [["version 5.3 or newer", "5.8 as the minimum"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h45 lisbon hold bag allowance",
    branch: [
      "Checked the Lisbon booking: each of us has one 30 kg hold bag included.",
      "Oh good, room for the wine on the way back then.",
    ],
    parent: [
      "Are we paying extra for bags on the TAP flights?",
      "No, it's included, but the checked allowance is 15kg per person, so pack light.",
      "Noted.",
    ],
    conflicts: [["30 kg hold bag", "15kg per person"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h45 safari game drive ranger",
    branch: [
      "Lodge emailed back: our ranger for all the game drives will be Themba.",
      "Amazing, the reviews rave about him.",
      "Also they can do a bush breakfast on the last morning.",
    ],
    parent: [
      "Any news from the Sabi Sand lodge?",
      "Yes — they've assigned Sipho as our guide on the drives; he's been there twelve years.",
      "Nice.",
    ],
    conflicts: [["will be Themba", "assigned Sipho"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h45 mallorca transfer pick-up point",
    branch: [
      "Transfer voucher for Mallorca:\nRef: TRF-5520\nPax: 4\nPick-up: Palma Airport, arrivals hall, desk 12\nDrop-off: Villa Sa Rota, Pollença",
      "thanks, saved it",
    ],
    parent: [
      "How are we getting to Pollença on arrival day?",
      "The driver collects us off the boat at the Estació Marítima in Palma, then it's about an hour north.",
      "Easy.",
    ],
    conflicts: [["Palma Airport, arrivals hall", "at the Estació Marítima"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------ close, few shared words (4)
  {
    name: "h45 insurance winter sports cover",
    branch: [
      "Just read the small print — winter sports are included as standard on our policy.",
      "So we don't need the extra bit for Austria?",
      "Nope, sorted.",
    ],
    parent: [
      "Sorting the Austria paperwork.",
      "Heads up, the annual plan doesn't protect you on the slopes unless you pay for the add-on.",
      "Ugh, how much is that?",
      "About £40 for the pair of us.",
    ],
    conflicts: [["winter sports are included", "doesn't protect you on the slopes"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h45 campervan booking reference",
    branch: [
      "Campervan confirmation\nRef: CVH-48217\nCollect: 22 Nov 10:00, Christchurch depot\nReturn: 29 Nov 16:00, Queenstown depot\nVehicle: 2-berth Hi-Top",
      "Good, let's screenshot it.",
    ],
    parent: ["If the depot asks, our booking number is CVH-48271.", "I'll write it on the printed map too."],
    conflicts: [["Ref: CVH-48217", "CVH-48271"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h45 val thorens lift pass price",
    branch: ["Lift pass for the week in Val Thorens is €389 each.", "Pricey, but it covers the whole Three Valleys."],
    parent: ["Bought the ski tickets online last night — 298 euros per person.", "Nice one, I'll transfer you mine."],
    conflicts: [["€389 each", "298 euros per person"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h45 ephesus excursion meeting point",
    branch: [
      "Excursion desk confirmed the Ephesus trip. We meet in the theatre on deck 5 and they walk us off the ship together.",
      "Good, less faff.",
    ],
    parent: [
      "For the Kuşadası stop, our Ephesus coach group gathers at the Atrium, deck 3.",
      "Bring hats, it'll be roasting.",
    ],
    conflicts: [["theatre on deck 5", "Atrium, deck 3"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h45 prague city break landing",
    branch: [
      "Right, the Prague plan: we fly out on Friday 9 May, land at 13:20, and the flat in Malá Strana is €540 for the three nights.",
      "Any ideas for the first evening?",
      "Beer hall near the river, obviously.",
    ],
    parent: [
      "Recap for Prague so I can tell my mum: out on 9/5 (Friday), landing 13:50, flat near the castle €540 all in, 3 nights.",
      "Sounds right to me.",
    ],
    conflicts: [["land at 13:20", "landing 13:50"]],
    paraphrases: [
      ["Friday 9 May", "9/5 (Friday)"],
      ["the three nights", "3 nights"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h45 coast to coast bag weight",
    branch: [
      "Pasting the bag transfer bit from the Coast to Coast pack:\nStages: 12\nPrice: £9 per bag per stage\nBags ready: 08:30 daily at reception\nMax weight: 20kg per bag",
      "Fine by me, I'll bring the big duffel.",
    ],
    parent: [
      "Bag people want everything at reception by half past eight, it's £9 a bag for each of the twelve stages, and they cap each bag at 15 kg.",
      "Right, so no bringing the whole wardrobe.",
    ],
    conflicts: [["Max weight: 20kg", "cap each bag at 15 kg"]],
    paraphrases: [
      ["08:30", "half past eight"],
      ["Stages: 12", "twelve stages"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h45 festival campsite parking pass",
    branch: [
      "Camping info for the festival: gates open Thursday at 10:00, our plot is in the Green Field near the lake, and the car-park pass is £35 per vehicle.",
      "Who's driving?",
      "Me, I've got the roof box.",
    ],
    parent: [
      "Campsite opens Thu 10am, we're pitching in the Green Field, parking pass is £55 a car.",
      "I'll buy the pass now then.",
    ],
    conflicts: [["£35 per vehicle", "£55 a car"]],
    paraphrases: [["Thursday at 10:00", "Thu 10am"]],
    shapes: ["multi"],
  },
  {
    name: "h45 lyon homestay commute",
    branch: [
      "Homestay confirmed with the Moreau family in Lyon: 4 weeks from 2 September, half board, €230 a week, and it's a 20-minute tram ride to the school.",
      "That's a good deal for Lyon.",
    ],
    parent: [
      "Placement letter came through!",
      "Host: Famille Moreau\nStart: 2 Sept\nLength: four weeks\nMeals: breakfast and dinner\nFee: €230/week\nCommute: approx. 45 minutes by tram",
      "Bit of a trek but fine.",
    ],
    conflicts: [["20-minute tram ride", "45 minutes by tram"]],
    paraphrases: [
      ["4 weeks", "four weeks"],
      ["2 September", "2 Sept"],
      ["half board", "breakfast and dinner"],
      ["€230 a week", "€230/week"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h45 fort william sleeper departure",
    branch: [
      "Sleeper's booked! Caledonian Sleeper, Sun 12 Oct, dep London Euston 21:15, arr Fort William 10:00, Club room for two, £310 altogether.",
      "Can't wait, I've always wanted to do that line.",
    ],
    parent: [
      "So we're on the Euston to Fort William sleeper on Sunday the 12th of October — it leaves at 23:50 and the Club room was £310.",
      "Should we eat before or in the lounge car?",
      "Lounge car, it's part of the fun.",
    ],
    conflicts: [["dep London Euston 21:15", "leaves at 23:50"]],
    paraphrases: [["Sun 12 Oct", "Sunday the 12th of October"]],
    shapes: ["multi"],
  },
  {
    name: "h45 dahab open water course price",
    branch: [
      "Dive school in Dahab confirmed: Open Water course Mon 3 – Thu 6 March, 4 open-water dives, US$450 including gear hire.",
      "Do we need medical forms?",
      "Yes, they'll send them.",
    ],
    parent: [
      "The Dahab course runs 3–6 March, four sea dives, and it's $480 with equipment.",
      "Booking the flights around that.",
    ],
    conflicts: [["US$450 including gear", "$480 with equipment"]],
    paraphrases: [
      ["4 open-water dives", "four sea dives"],
      ["Mon 3 – Thu 6 March", "3–6 March"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction (4)
  {
    name: "h45 split flight rebooked twice",
    branch: [
      "Airline moved our Split flight to Thursday 18 July.",
      "Annoying but workable.",
      "Update: another email just came in, it's now Saturday 20 July, same 06:10 departure.",
    ],
    parent: ["Reminder: the rebooked Split flight is on Thursday 18 July. I've told the neighbours.", "Ta."],
    conflicts: [["now Saturday 20 July", "Thursday 18 July"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h45 stansted parking receipt misread",
    branch: [
      "Stansted parking booked: Mid Stay car park, £64 for the eight days.",
      "Sorry, I misread the receipt, it's actually £96 — the £64 was last week's online price.",
    ],
    parent: [
      "Airport parking: Mid Stay at Stansted, £64 for 8 days. That's what the site quoted me last week.",
      "Cool, it's in the spreadsheet.",
    ],
    conflicts: [["it's actually £96", "£64 for 8 days"]],
    paraphrases: [["the eight days", "8 days"]],
    shapes: ["correction"],
  },
  {
    name: "h45 narrowboat handover moved",
    branch: [
      "Canal boat details:\nBoat: Kingfisher (57ft narrowboat)\nBase: Hebden Bridge marina\nHandover: Saturday 14:00\nReturn: following Saturday morning",
      "Do they do a lesson on the locks?",
      "Yes, half an hour at handover.",
    ],
    parent: [
      "Boat handover is 2pm Saturday at Hebden Bridge.",
      "Actually they've just emailed — handover has moved to 09:30 because of a lock closure further down.",
      "Fine, earlier start then.",
    ],
    conflicts: [["Handover: Saturday 14:00", "moved to 09:30"]],
    paraphrases: [["Saturday 14:00", "2pm Saturday"]],
    shapes: ["correction"],
  },
  {
    name: "h45 travel clinic jabs rescheduled",
    branch: [
      "Travel clinic booked for the jabs: Tuesday 8 April, 16:20, with Nurse Patel (typhoid + hep A).",
      "Is it the one on the high street?",
      "Yes, above the pharmacy.",
    ],
    parent: [
      "Travel clinic is Tuesday 8 April at 4.20pm.",
      "Anything to bring?",
      "Not that I know of. Oh wait, sorry — they've just texted, it's now Wednesday 9 April, same time.",
    ],
    conflicts: [["Tuesday 8 April", "now Wednesday 9 April"]],
    paraphrases: [["16:20", "4.20pm"]],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase (12)
  {
    name: "h45 balloon flight dawn meet",
    branch: [
      "Balloon flight confirmation:\nRef: BAL-3302\nDate: Sun 15 June\nMeet: 05:45, Forde Abbey field gate\nPax: 2\nPrice: £199 each",
      "Why is it always so early?",
      "Calm air at dawn, apparently.",
    ],
    parent: [
      "We need to be at the field gate for quarter to six in the morning on the 15th.",
      "And it's 199 pounds per person, so I'll pay you back for mine.",
      "cheers",
    ],
    conflicts: [],
    paraphrases: [
      ["05:45", "quarter to six in the morning"],
      ["£199 each", "199 pounds per person"],
      ["Sun 15 June", "the 15th"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 fast-track passport appointment",
    branch: [
      "Passport Office appointment for the fast-track renewal: 30/06, 11:15, Peterborough office. Fee is £207.50.",
      "Still worth it, the trip's only six weeks away.",
    ],
    parent: [
      "My passport appointment is on 30 June at quarter past eleven up in Peterborough.",
      "The one-week service costs two hundred and seven pounds fifty, which is daylight robbery.",
      "Yep.",
    ],
    conflicts: [],
    paraphrases: [
      ["30/06", "30 June"],
      ["11:15", "quarter past eleven"],
      ["£207.50", "two hundred and seven pounds fifty"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 euro cash collection",
    branch: [
      "Ordered the travel money: €1,500 in cash, to collect from the Post Office on Saturday at 11:00.",
      "Rate was 1.16, not bad.",
    ],
    parent: ["Did you sort the euros?", "Yep, 1.5k euros, pick-up Sat 11am at the post office.", "Legend."],
    conflicts: [],
    paraphrases: [
      ["€1,500", "1.5k euros"],
      ["Saturday at 11:00", "Sat 11am"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 glamping pod weekend dates",
    branch: [
      "Booking: Glamping pod 'Heron'\nDates: 19–21 Sept (2 nights)\nGuests: 2 adults + dog\nArrival: after 15:00",
      "Hot tub included?",
      "Yep, wood-fired.",
    ],
    parent: [
      "We've got the pod from the nineteenth to the twenty-first of September, two nights.",
      "They're fine with the dog, and we can arrive any time after 3pm.",
    ],
    conflicts: [],
    paraphrases: [
      ["19–21 Sept", "the nineteenth to the twenty-first of September"],
      ["2 nights", "two nights"],
      ["after 15:00", "after 3pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 gatwick lounge early opening",
    branch: [
      "Lounge at Gatwick North opens at 04:30, and with the pre-booked rate it's £32pp.",
      "Worth it for a 06:15 flight.",
    ],
    parent: [
      "Is the lounge even open that early?",
      "From half four in the morning, yeah. 32 pounds a head if we book ahead.",
      "Do it.",
    ],
    conflicts: [],
    paraphrases: [
      ["04:30", "half four in the morning"],
      ["£32pp", "32 pounds a head"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 husavik whale tour length",
    branch: [
      "Whale trip from Húsavík: 3.5 hours on the boat, and they go about 10 km offshore.",
      "Bring every layer you own.",
    ],
    parent: [
      "The Húsavík whale tour is three and a half hours long.",
      "They head roughly ten kilometres out into the bay, so seasick tablets!",
      "Got some.",
    ],
    conflicts: [],
    paraphrases: [
      ["3.5 hours", "three and a half hours"],
      ["10 km offshore", "ten kilometres out"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 dolomites hut dinner and altitude",
    branch: [
      "Hut reservation\nHut: Rifugio Auronzo\nAltitude: 2,320 m\nNights: 1 (Fri)\nDinner: 18:30\nHalf board: €68 pp",
      "Do we need sleeping bag liners?",
      "Yes, mandatory.",
    ],
    parent: [
      "Auronzo sits at 2320 metres, so it'll be chilly at night.",
      "Dinner's at 6:30pm sharp, they don't wait for latecomers.",
      "and it's 68 euros each with half board",
    ],
    conflicts: [],
    paraphrases: [
      ["2,320 m", "2320 metres"],
      ["18:30", "6:30pm"],
      ["€68 pp", "68 euros each"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 tromso aurora chase",
    branch: [
      "Aurora chase from Tromsø:\nDate: Wed 22 Jan\nPick-up: 18:00, Radisson Blu\nPrice: NOK 1,290 pp\nForecast low: -15°C",
      "Thermal suits included?",
      "Yes, and boots.",
    ],
    parent: [
      "Northern lights bus picks us up at 6pm outside the Radisson.",
      "Forecast says minus fifteen, so double socks.",
      "1290 kroner each, I've paid.",
    ],
    conflicts: [],
    paraphrases: [
      ["18:00", "6pm"],
      ["-15°C", "minus fifteen"],
      ["NOK 1,290 pp", "1290 kroner each"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 legoland family tickets",
    branch: [
      "Got the Legoland tickets: 2 adults + 2 children, Saturday 5 July, £189 total with the online discount.",
      "The kids are going to lose their minds.",
    ],
    parent: [
      "Legoland's booked for the four of us (two grown-ups, two kids) on 5/7.",
      "One hundred and eighty-nine quid for the lot.",
      "bargain compared to the gate price",
    ],
    conflicts: [],
    paraphrases: [
      ["2 adults + 2 children", "two grown-ups, two kids"],
      ["Saturday 5 July", "5/7"],
      ["£189 total", "One hundred and eighty-nine quid"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 ericeira surf camp week",
    branch: [
      "Surf camp in Ericeira sorted: 7 nights, lessons every morning, €60/day for board and wetsuit.",
      "Do they do beginners?",
      "Yes, separate group.",
    ],
    parent: [
      "Ericeira camp is a week, with surf lessons each morning.",
      "Board and wetsuit hire is sixty euros a day.",
      "Fine.",
    ],
    conflicts: [],
    paraphrases: [
      ["7 nights", "a week"],
      ["€60/day", "sixty euros a day"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 santorini villa check-in times",
    branch: [
      "Villa confirmation (Santorini)\nGuests: 2\nCheck-in: 14 Sep, 15:00\nCheck-out: 21 Sep, 11:00\nPrivate plunge pool: yes",
      "So romantic!!",
    ],
    parent: [
      "When can we get into the villa on the 14th?",
      "From 3 in the afternoon, and we have to be out by 11am on the 21st.",
      "Perfect, the flight's not till evening.",
    ],
    conflicts: [],
    paraphrases: [
      ["14 Sep", "the 14th"],
      ["15:00", "3 in the afternoon"],
      ["11:00", "11am"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h45 year 8 bath coach",
    branch: [
      "Coach booked for the Year 8 trip to Bath: 52-seater, leaves school at 07:00, back by 17:30.",
      "Is there a toilet on board?",
      "Yes.",
    ],
    parent: [
      "For the Bath trip, the coach has fifty-two seats.",
      "We depart at 7am sharp and should be back at half five.",
      "I'll tell the parents.",
    ],
    conflicts: [],
    paraphrases: [
      ["52-seater", "fifty-two seats"],
      ["07:00", "7am"],
      ["17:30", "half five"],
    ],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------------- shared-words (6)
  {
    name: "h45 loire cycling day distances",
    branch: [
      "Day 1 of the Loire cycling tour is 62 km, Tours to Amboise via the river path.",
      "Doable with a lunch stop.",
    ],
    parent: ["Day 2 of the Loire cycling tour is 48 km, Amboise to Blois.", "The e-bikes should make that easy."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h45 douro tasting budget vs cost",
    branch: ["We set aside €80 per head for the Douro tasting day.", "Including lunch?", "Yes, lunch was in that."],
    parent: [
      "The Douro tasting day came in at €95 per head in the end, a bit over what we'd set aside.",
      "Worth it for the port though.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h45 paris museum pass each vs group",
    branch: [
      "The Paris Museum Pass is €62 each for the 2-day version.",
      "Covers the Louvre and Orsay?",
      "Both, plus the Arc de Triomphe.",
    ],
    parent: [
      "For the three of us, the 2-day Paris Museum Pass comes to €186 altogether.",
      "I'll buy them at the airport.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h45 pembrokeshire kayak last vs this year",
    branch: ["Last year's sea kayak trip in Pembrokeshire was in June, remember the seals?", "Best day ever."],
    parent: [
      "This year's sea kayak trip in Pembrokeshire is in September, after the school holidays.",
      "Same guide?",
      "Hopefully.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h45 japan esim allowance vs used",
    branch: [
      "The Japan travel eSIM has 20 GB of data for the whole trip.",
      "Should be loads if we use the hotel internet.",
    ],
    parent: ["I've used 7 GB of the travel eSIM data so far, mostly maps.", "Go easy on the videos!"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h45 cattery two cats nightly rate",
    branch: ["Pepper's pen at the cattery is £14 a night while we're in Crete.", "She'll sulk but she'll live."],
    parent: [
      "Biscuit's pen at the cattery is £11 a night, it's the smaller one.",
      "Can they see each other?",
      "Yes, adjoining pens.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
