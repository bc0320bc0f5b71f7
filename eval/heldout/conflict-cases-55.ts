import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 55 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: a kitchen's asparagus order (weight), a large party's lunch booking (headcount in words),
 *     a pop-up bar's temporary licence (date), a conference AV hire quote (money), a marquee build for
 *     a corporate day (clock time), a tasting menu's allergen sheet (version), a hotel duty-manager rota
 *     (person), a food truck market pitch (place), a delegate coach's return leg (negation), an
 *     exhibition stand number (identifier), a hotel laundry contract start (date), a cocktail
 *     masterclass capacity (count).
 *   multi: a gala dinner seating plan, a private dining room booking, a winemaker pairing dinner, a
 *     generator hire for a field event, an ice sculpture for a reception, a group afternoon tea.
 *   correction: a brunch menu launch date, a knife-sharpening visit, a waiting-staff apron order, a
 *     hotel lobby flower arrangement.
 *   paraphrase: a fish delivery, a café's bread drop, an espresso machine service, a pest control
 *     visit, a bar's ice order, a hotel minibar restock, a product launch venue hire, an awards night
 *     running order, cellar beer-line cleaning, a butcher's order, toilet hire for an outdoor event,
 *     hotel breakfast hours.
 *   shared-words: two banqueting suites, a Saturday covers target vs actual, coupe glasses per glass
 *     vs total, door staff for two different events, last vs next kitchen gas inspection, a hotel room
 *     block limit vs rooms booked.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_55: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h55 produce order asparagus weight",
    branch: [
      "Chef, Thursday's veg order goes in at 9 tonight. Anything to add?",
      "Asparagus is finally good. Put down 12 kg of the English, not the Peruvian.",
      "Yes chef. Micro herbs same as last week?",
      "Same.",
    ],
    parent: [
      "Greenfield Produce — order confirmation GP-20417\nDelivery: Thursday, before 7am\nEnglish asparagus      18 kg\nBaby leeks             6 kg\nBlood oranges          2 boxes\nMicro herbs (mixed)    4 punnets",
      "Got it, thanks. Driver can use the side gate.",
    ],
    conflicts: [["12 kg of the English", "18 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h55 large party lunch headcount",
    branch: [
      "Good news, the Hendry lot confirmed — twenty-six of them for Saturday at 1pm, so we'll need the long table in the back room.",
      "Ok. Do they want the set lunch or à la carte?",
      "Set lunch, they said. Two veggies.",
    ],
    parent: [
      "Front desk log — Sat 13:00 — Hendry — covers: 9 — deposit taken.",
      "Can someone move the high chairs back to the store after?",
    ],
    conflicts: [["twenty-six of them", "covers: 9"]],
    paraphrases: [["Saturday at 1pm", "Sat 13:00"]],
    shapes: ["close"],
  },
  {
    name: "h55 pop-up bar licence date",
    branch: [
      "Council finally replied about the pop-up bar. The temporary event notice covers Friday 14 June, 5pm to 11pm.",
      "Brilliant, that's a relief.",
      "Means we can actually sell cocktails legally, ha.",
    ],
    parent: [
      "Bar staff rota is built around the licence date, 15 June — three on the bar, one on glass collection.",
      "Who's bringing the spare till?",
      "Me.",
    ],
    conflicts: [["Friday 14 June", "15 June"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h55 conference AV hire quote",
    branch: [
      "The AV company got back to us — £2,400 for both conference days, projectors, mics and a tech on site included.",
      "Cheaper than I expected tbh.",
    ],
    parent: [
      "Lumen AV — Quotation\nMain hall: 2 x projectors, 4 x radio mics, confidence monitor\nOn-site technician: both days\nTotal: £4,800",
      "Forwarding to finance for sign-off.",
    ],
    conflicts: [["£2,400", "Total: £4,800"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h55 marquee build start time",
    branch: [
      "Spoke to the marquee crew, they'll be on the lawn at 7:30am Wednesday to start pegging out.",
      "Should I tell the groundsman to hold off mowing?",
      "Yes please, he can do it Monday.",
    ],
    parent: [
      "Corporate day — site schedule\nTue          Site survey with estates team\nWed 19:30    Marquee build begins (crew of 6)\nThu 08:00    Flooring and lighting\nFri 09:00    Guests arrive",
      "Looks good, sending to the client.",
    ],
    conflicts: [["7:30am Wednesday", "Wed 19:30"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h55 tasting menu allergen sheet version",
    branch: [
      "Printed fresh allergen sheets for the tasting menu. Current one is version 3.2, it's got the hazelnut in course six flagged.",
      "Course six is the praline thing?",
      "Yeah.",
    ],
    parent: [
      "FOH brief: tasting menu allergen matrix is v3.1 — laminated copies at the pass, don't use the old ring binder.",
      "Noted.",
    ],
    conflicts: [["version 3.2", "v3.1"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h55 hotel rota Sunday duty manager",
    branch: [
      "Who's duty manager Sunday night?",
      "Priya's on the late, she swapped her Friday for it.",
      "Cool, I'll let reception know.",
    ],
    parent: [
      "Rota w/c 5 Aug\nSun early DM: Owen\nSun late DM: Gareth\nSun night porter: Leon",
      "Leon asked for Monday off too, approved.",
    ],
    conflicts: [["Priya's on the late", "Sun late DM: Gareth"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h55 food truck market pitch",
    branch: [
      "WE GOT THE PITCH 🎉 council put the truck on Riverside Walk for the Saturday market",
      "Amazing!! Is there a power hookup there?",
      "Think so, will check",
    ],
    parent: [
      "Events Office — trader confirmation\nTrader: Smokestack BBQ\nDay: Saturday market\nLocation: Castle Street car park, bay B\nArrive by 07:00, trading 09:00–16:00",
      "Thanks, we'll be there.",
    ],
    conflicts: [["Riverside Walk", "Castle Street car park"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ------------------------------------------- few shared words (close + negation / identifier)
  {
    name: "h55 delegate coach return leg",
    branch: [
      "Coach firm confirmed they'll bring everyone back to the hotel after the dinner — pickup from the venue door.",
      "Nice, one less thing to worry about.",
    ],
    parent: [
      "Heads-up for the welcome pack: delegates make their own way after the dinner, no return transfer is booked.",
      "Should we add taxi numbers then?",
      "Good idea, add two local firms.",
    ],
    conflicts: [["they'll bring everyone back", "no return transfer is booked"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h55 exhibition stand number",
    branch: [
      "Our stand at the hospitality trade show is C142, near the south entrance.",
      "Carpet's going to be navy?",
      "Yep, navy and the lightbox wall.",
    ],
    parent: [
      "Build crew instructions: floorplan has us at booth C124 — come in via the south entrance loading bay.",
      "Power is a 16A single phase, already ordered.",
    ],
    conflicts: [["C142", "booth C124"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h55 hotel laundry contract start",
    branch: [
      "Finally signed with the new linen people — they take over from the first of March.",
      "About time, the current lot lost forty pillowcases last month.",
    ],
    parent: [
      "Housekeeping update: Brightwash laundry contract commences 1 April; collections Mon/Wed/Fri.",
      "Par levels stay the same for now.",
    ],
    conflicts: [["first of March", "1 April"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h55 cocktail masterclass capacity",
    branch: [
      "Masterclass maxes out at 16, we've only got that many shaker sets.",
      "Should we buy more?",
      "Not before the first one runs.",
    ],
    parent: ["Mixology session — guest limit: 18. Welcome drink on arrival, then 90 minutes hands-on behind the bar."],
    conflicts: [["maxes out at 16", "guest limit: 18"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h55 gala dinner seating plan",
    branch: [
      "Seating plan update for the gala on Saturday 9 November: 240 guests across 24 rounds of ten, with a top table of 12 facing the stage.",
      "Do we still need the extra easel for the table plan board?",
      "Yes, two easels.",
    ],
    parent: [
      "Table plan v2 — Sat 9 Nov — 240 guests — 24 round tables of 10 plus a 14-seat top table. Sending it to the signwriter tomorrow.",
      "Looks good.",
    ],
    conflicts: [["top table of 12", "14-seat top table"]],
    paraphrases: [
      ["Saturday 9 November", "Sat 9 Nov"],
      ["24 rounds of ten", "24 round tables of 10"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h55 private dining room booking",
    branch: [
      "All confirmed for the Oak Room on Thursday 3 October — arrivals at 7pm, 18 guests, minimum spend £1,500 (drinks count towards it).",
      "Do they want canapés on arrival?",
      "Yes, three kinds.",
    ],
    parent: [
      "Booking note: Oak Room | Thu 3 Oct | arrive 19:00 | party of 18 | min spend £1,200 | host: Ms Adeyemi",
      "Kitchen aware.",
    ],
    conflicts: [["£1,500", "min spend £1,200"]],
    paraphrases: [
      ["Thursday 3 October", "Thu 3 Oct"],
      ["7pm", "19:00"],
      ["18 guests", "party of 18"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h55 winemaker pairing dinner",
    branch: [
      "The winemaker dinner is on Wednesday the 22nd — five courses each with a pairing, tickets at £95, and we're capping it at 40 seats so it stays intimate.",
      "Is the winemaker speaking between courses?",
      "Briefly, before the main.",
    ],
    parent: [
      "Event listing draft: Winemaker Dinner — Weds 22nd — 5 courses w/ matched wines — £95 — 120 seats max.",
      "Going on the website Friday.",
    ],
    conflicts: [["40 seats", "120 seats max"]],
    paraphrases: [
      ["Wednesday the 22nd", "Weds 22nd"],
      ["five courses each with a pairing", "5 courses w/ matched wines"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h55 field event generator hire",
    branch: [
      "PowerOn Hire — booking confirmed\nUnit: 1 x 100 kVA silent generator\nDelivery: Friday 12 July, at 10:00\nCollection: Monday\nFuel: included\nHire total: £1,180",
      "Who signs for it on the day?",
    ],
    parent: [
      "Genny for the field event is sorted — the 100kVA silent one, dropped off Fri 12 July at 10am, picked up Tuesday, £1,180 with fuel.",
      "Great, I'll put it on the site plan next to the bar.",
    ],
    conflicts: [["Collection: Monday", "picked up Tuesday"]],
    paraphrases: [
      ["100 kVA", "100kVA"],
      ["Friday 12 July", "Fri 12 July"],
      ["at 10:00", "at 10am"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h55 reception ice sculpture",
    branch: [
      "Sculptor's confirmed: a swan, about 1.2 metres tall, delivered to the ballroom at 4pm on the day, £650 all in.",
      "Drip tray included?",
      "Yes.",
    ],
    parent: [
      "Reception checklist\n- Ice swan — 120 cm — arrives ballroom 16:00 — cost £850\n- Canapé trays x 30\n- Uplighters (blue) x 8",
    ],
    conflicts: [["£650 all in", "cost £850"]],
    paraphrases: [
      ["1.2 metres", "120 cm"],
      ["4pm", "16:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h55 group afternoon tea",
    branch: [
      "Booked afternoon tea for Mum's birthday group: Sunday 2pm, eight people, the champagne option at £48 each, and they'll do a gluten-free stand for two of them.",
      "Aw she'll love that",
      "Don't tell her!!",
    ],
    parent: [
      "The Linden Hotel — booking confirmation\nAfternoon Tea, Sun 14:00\nGuests: 8\nChampagne Afternoon Tea @ £48\nDietary: gluten-free for 3",
      "Any questions, just reply to this email.",
    ],
    conflicts: [["gluten-free stand for two", "gluten-free for 3"]],
    paraphrases: [
      ["Sunday 2pm", "Sun 14:00"],
      ["eight people", "Guests: 8"],
    ],
    shapes: ["multi"],
  },
  // ---------------------------------------------------------------- correction
  {
    name: "h55 brunch launch pushed back",
    branch: [
      "Brunch menu launches Saturday 5 April.",
      "Update: the owners pushed the brunch launch to 7 June, the new griddle isn't arriving till May.",
      "Ugh. Ok.",
    ],
    parent: [
      "Socials are scheduled for the brunch launch on 5 April — teaser posts go out the Monday before.",
      "Can we get a shot of the pancakes for the teaser?",
    ],
    conflicts: [["7 June", "5 April"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h55 knife sharpening visit time",
    branch: [
      "Knife guy is coming Tuesday at 3.",
      "Sorry, misread his text — it's Tuesday at 3:45, once lunch service has cleared.",
      "👍",
    ],
    parent: ["Knife sharpening: Tues 15:00. Leave blocks on the pass, label your own knives."],
    conflicts: [["Tuesday at 3:45", "Tues 15:00"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h55 waiting staff apron order",
    branch: [
      "Uniform order for the new floor team: 30 aprons in charcoal, embroidered logo on the bib.",
      "And shirts?",
      "Shirts next month.",
    ],
    parent: [
      "Ordering 30 aprons for FOH today.",
      "Actually cut that to 12 aprons — the bar team are keeping their old ones and most of the floor can reuse last year's.",
      "Fine by me.",
    ],
    conflicts: [["30 aprons", "12 aprons"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h55 lobby flowers swap",
    branch: [
      "Lobby arrangement this week is white hydrangea and eucalyptus, Blossom & Stem delivering Monday morning.",
      "Can they do something low for the reception desk too?",
    ],
    parent: [
      "Lobby flowers Monday: white hydrangea + eucalyptus.",
      "Florist rang — no hydrangea at market this week, they're swapping to orange ranunculus instead.",
      "Orange might clash with the sofas but ok",
    ],
    conflicts: [["white hydrangea and eucalyptus", "orange ranunculus"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  // ---------------------------------------------------------------- paraphrase (no conflict)
  {
    name: "h55 fish delivery weights",
    branch: ["Fish for Friday: 2.5 kilos of hake and a dozen scallops, plus whatever crab he has.", "Heard."],
    parent: [
      "Coastline Fish — delivery note, Fri\nHake fillet       2,500 g\nKing scallops     x12\nBrown crab        2 whole",
      "Checked in, temps fine.",
    ],
    conflicts: [],
    paraphrases: [
      ["2.5 kilos of hake", "2,500 g"],
      ["a dozen scallops", "x12"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 cafe bread drop time",
    branch: [
      "Bakery confirmed the sourdough drop at half past six every weekday from next week.",
      "Can they leave it in the crate by the bins?",
      "Not the bins, the back step.",
    ],
    parent: ["Bread arrives 06:30 Mon–Fri — leave the back door unlatched for Kasia.", "Ok"],
    conflicts: [],
    paraphrases: [
      ["half past six", "06:30"],
      ["every weekday", "Mon–Fri"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 espresso machine service quote",
    branch: [
      "Engineer quoted one hundred and twenty pounds for the service, parts on top if the group seals need doing.",
      "Fine, book it.",
    ],
    parent: ["Coffee machine service booked for the 18th — £120 + parts. Bar closed till 10 that morning."],
    conflicts: [],
    paraphrases: [["one hundred and twenty pounds", "£120"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 pest control visit date",
    branch: [
      "Pest control booked for 11 March, first thing before prep.",
      "Do we need to empty the dry store?",
      "Just pull the shelving away from the wall.",
    ],
    parent: ["Reminder: pest contractor visit 11/03 — move dry store shelving out, don't lock the cellar."],
    conflicts: [],
    paraphrases: [["11 March", "11/03"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 bar ice order",
    branch: [
      "Ice for Friday night: 40 bags at 10 kilograms each, delivered by five.",
      "Is that enough for the terrace too?",
      "Should be.",
    ],
    parent: ["Iceman order confirmed: 40 x 10kg bags, drop by 17:00."],
    conflicts: [],
    paraphrases: [
      ["10 kilograms", "10kg"],
      ["by five", "by 17:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 minibar restock floor three",
    branch: ["minibar restock for floor 3 done, twenty-four rooms", "any shortages?", "out of the little gins again"],
    parent: ["Minibars, floor three: 24 rooms restocked, par sheet updated. Need to reorder gin miniatures."],
    conflicts: [],
    paraphrases: [
      ["floor 3", "floor three"],
      ["twenty-four rooms", "24 rooms"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 product launch venue hire",
    branch: [
      "Venue hire for the product launch is £3.5k for the evening, which is under what we budgeted.",
      "Does that include their bar staff?",
      "No, we bring our own.",
    ],
    parent: ["Launch venue invoice received — £3,500 for evening hire, 6pm till midnight. Payable in 14 days."],
    conflicts: [],
    paraphrases: [["£3.5k", "£3,500"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 awards night running order",
    branch: ["Awards night — running order\n17:45   Lighting check\n18:30   Doors\n19:15   Awards start\n21:00   DJ"],
    parent: [
      "So lighting check at quarter to six, doors half six, awards kicking off at quarter past seven. I'll be in from four.",
      "Perfect, see you there.",
    ],
    conflicts: [],
    paraphrases: [
      ["17:45", "quarter to six"],
      ["18:30", "half six"],
      ["19:15", "quarter past seven"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 cellar line cleaning frequency",
    branch: [
      "From now on lines get cleaned every seven days, the stout was tasting off on Saturday.",
      "Who's doing it?",
      "Me and Dom.",
    ],
    parent: ["Cellar: beer lines on a weekly clean, Mondays before open. Log it on the sheet by the cooler."],
    conflicts: [],
    paraphrases: [["every seven days", "weekly clean"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 butcher meat order",
    branch: ["butcher order: half a lamb + 3 kg short rib, Weds", "heard chef"],
    parent: [
      "Marlow Butchers — order ack\nLamb              0.5 carcass\nBeef short rib    3000g\nDelivery Wednesday AM",
    ],
    conflicts: [],
    paraphrases: [
      ["half a lamb", "0.5 carcass"],
      ["3 kg short rib", "3000g"],
      ["Weds", "Wednesday"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 outdoor event toilet hire",
    branch: [
      "Loo hire sorted: ten standard units plus one accessible, delivered the Thursday before.",
      "Where are they going?",
      "Behind the catering tent, away from the stage.",
    ],
    parent: [
      "Toilet hire confirmation — 10 x standard unit, 1 x accessible unit — delivery Thu 4 Sept, collection Mon 8 Sept.",
    ],
    conflicts: [],
    paraphrases: [
      ["ten standard units", "10 x standard unit"],
      ["one accessible", "1 x accessible unit"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h55 hotel breakfast service hours",
    branch: [
      "Heads up: from Monday breakfast runs seven till half ten on weekdays, weekends stay as they are.",
      "Does that mean earlier starts for the breakfast chef?",
      "Yes, in at 6.",
    ],
    parent: ["Breakfast service (weekdays): 07:00–10:30. Restaurant reset for lunch from 11."],
    conflicts: [],
    paraphrases: [["seven till half ten", "07:00–10:30"]],
    shapes: ["paraphrase"],
  },
  // ---------------------------------------------------------------- shared-words (no conflict)
  {
    name: "h55 two banqueting suites",
    branch: ["The Garden Suite seats 120 for a sit-down dinner.", "Good for the Harper awards then."],
    parent: [
      "For smaller dinners, the Terrace Suite seats 80 for a sit-down dinner, with its own private bar.",
      "Is the Terrace free in May?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h55 saturday covers target vs actual",
    branch: ["Target for Saturday was 180 covers, we set the prep list to match.", "Ambitious with two off sick."],
    parent: ["End of night: we did 164 covers on Saturday, kitchen held up well.", "Well done all."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h55 coupe glasses unit vs total",
    branch: ["Coupes are £4.20 per glass from the wholesaler, cheapest we've found."],
    parent: ["Glassware order went through — total for the coupes came to £252 for 60 glasses.", "Delivery Thursday."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h55 door staff two events",
    branch: [
      "For Friday's launch at the warehouse we need 6 door staff, two of them on the VIP entrance.",
      "I'll call Shieldline.",
    ],
    parent: ["For Saturday's staff party at the hotel we need 2 door staff, just on the main entrance."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h55 kitchen gas inspection last vs next",
    branch: ["Last gas safety inspection on the kitchen was in March, certificate's in the office."],
    parent: ["Next six-monthly gas safety inspection on the kitchen is due in September, can you book it?", "Will do."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h55 conference room block vs booked",
    branch: [
      "The hotel is holding a block of 50 rooms for conference attendees until the end of the month.",
      "Rate?",
      "Same as last year.",
    ],
    parent: ["Update from reservations: 37 rooms in the conference block have been booked so far."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
