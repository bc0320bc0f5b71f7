/**
 * Held-out merge-conflict pairs, set 60 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: sailing clubs, marinas and boatyards (moorings, regattas, haul-outs, crew rosters, chandlery
 * orders). About a third of the messages are logbook / radio-style shorthand.
 *
 * Topics (one per case, 40 in all):
 *   close: haul-out hoist start time, first warning signal, race crew roster (bow), chandlery fender
 *     order, high water at the bar, visitor berth number, sail number on the entry, fuel berth open on
 *     the bank holiday, round-the-island entry, antifoul labour invoice, passage race course length,
 *     club crane safe working load.
 *   multi: regatta entry terms, delivery passage plan, halyard rope order, swinging mooring renewal,
 *     winter storage schedule, Day Skipper theory course.
 *   correction: prize-giving venue, diesel price, keel draught, race officer rota.
 *   paraphrase: skippers' briefing, berth deposit, junior dinghy fleet, tender for sale, radio ETA and
 *     tide, French marina quote, junior session wind, AGM notice, flare inventory, MMSI and channel,
 *     crane-in order, tank levels.
 *   shared-words: last vs next haul-out, visitor vs annual berth rate, chandlery credit limit vs spend,
 *     cadet vs keelboat start, Saturday vs Sunday tides, RIB vs committee boat engine.
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 3, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 3.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_60: HeldOutConflictCase[] = [
  // ───────────────────────────── close (incl. identifier, negation, list) ─────────────────────────────
  {
    name: "h60 haul-out hoist start time",
    branch: [
      "Anyone know when Kittiwake is coming out this autumn? I need to get the antifoul ordered before the chandlery runs out of the dark blue.",
      "Rang the yard this morning. Haul-out confirmed for Thursday 16 October, travel hoist booked from 0800hrs, then straight onto stands by the wash bay.",
      "Copy. Will be at the lifting dock 0745hrs with bacon rolls.",
    ],
    parent: [
      "Yard office emailed the lift list: Kittiwake is Thu 16/10 and her hoist slot starts at nine in the morning. Pressure wash is included in the lift price.",
      "Can someone drop the genoa at the sail loft before then? The leech line needs looking at.",
    ],
    conflicts: [["travel hoist booked from 0800hrs", "hoist slot starts at nine in the morning"]],
    paraphrases: [["Thursday 16 October", "Thu 16/10"]],
    shapes: ["close"],
  },
  {
    name: "h60 first warning signal time",
    branch: [
      "RC log Sat: on station 1015hrs, 2 cables S of Rook Ledge buoy, wind SSW 12kn, first warning signal 1055hrs.",
      "Thanks. Which course?",
      "Course 4, two laps, windward mark brg 205° from the committee boat.",
    ],
    parent: [
      "Sailing instructions for Saturday's Rook Ledge Trophy are on the noticeboard now. First warning signal 1105hrs, course 4, two laps, finish at the committee boat.",
      "Bar opens 1600hrs for results.",
    ],
    conflicts: [["first warning signal 1055hrs", "First warning signal 1105hrs"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h60 pursuit race crew roster bow",
    branch: [
      "Who's free Sunday for the Autumn Pursuit? We need five on board.",
      "Sorted I think: Rob helming, Priya on bow, Tomasz in the pit, Ellen on main, Declan trimming.",
      "Ellen AM only, but pursuit finishes by 1300hrs so OK.",
    ],
    parent: [
      "Crew sheet for Sunday's pursuit, shout if wrong:\nHelm | Rob\nBow | Hamish\nPit | Tomasz\nMain | Ellen\nTrim | Declan",
      "Meet at the boat 0900hrs, sails bent on by 0930hrs.",
    ],
    conflicts: [["Priya on bow", "Bow | Hamish"]],
    paraphrases: [["Tomasz in the pit", "Pit | Tomasz"]],
    shapes: ["close", "list"],
  },
  {
    name: "h60 chandlery fender order quantity",
    branch: [
      "The club RIB's fenders are shot. Can you add to the chandlery order: six of the F4 round fenders, 2 fender socks and 30 m of 8 mm braid for the fender lines.",
      "Six is plenty for the RIB, agreed.",
      "Club account at Harbour Chandlers is HC-0418 if they ask.",
    ],
    parent: [
      "Order sent to Harbour Chandlers this morning on HC-0418:\n- F4 round fender x8\n- fender sock x2\n- 8mm braid, 30m\nCollection Fri after 1400hrs.",
    ],
    conflicts: [["six of the F4 round fenders", "F4 round fender x8"]],
    paraphrases: [
      ["2 fender socks", "fender sock x2"],
      ["30 m of 8 mm braid", "8mm braid, 30m"],
    ],
    shapes: ["close", "list"],
  },
  {
    name: "h60 high water at the bar",
    branch: [
      "Bar crossing Sat — tides?",
      "HW Saltmouth Sat 1342hrs, 4.1 m. Bar carries 1.2 m at LW so aim to cross between HW-2 and HW+1.",
      "Copy. Slip mooring 1130hrs then.",
    ],
    parent: [
      "Harbourmaster's tide board for Saturday: high water 1412, height 4.1 metres. The channel buoys were re-laid last week, so watch the new positions.",
    ],
    conflicts: [["HW Saltmouth Sat 1342hrs", "high water 1412"]],
    paraphrases: [["4.1 m", "4.1 metres"]],
    shapes: ["close"],
  },
  {
    name: "h60 visitor berth number",
    branch: [
      "Are we booked into Brackwater Marina tonight or are we winging it?",
      "Booked. Visitor berth C14, two nights, no rafting on C so nobody alongside us.",
      "1540hrs abeam the fairway buoy, SOG 5.5kn, ETA 1730hrs. Will call the marina on Ch 80 at the entrance.",
    ],
    parent: [
      "Marina confirmation email came through: 2 nights, berth C16, arriving today, call on VHF 80 on approach.",
    ],
    conflicts: [["Visitor berth C14", "berth C16"]],
    paraphrases: [
      ["two nights", "2 nights"],
      ["Ch 80", "VHF 80"],
    ],
    shapes: ["close", "identifier"],
  },
  {
    name: "h60 sail number on regatta entry",
    branch: [
      "Filling in the Harbour Week entry for Moonraker. What's our sail number? The old main still has the previous owner's.",
      "It's the one on the new main and on the registration papers.",
      "Done, entry in with GBR 4471, paid the £60.",
    ],
    parent: ["Harbour Week entry list published. Moonraker — Sigma 33 — sail no. GBR 4417 — Class 2."],
    conflicts: [["entry in with GBR 4471", "sail no. GBR 4417"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h60 fuel berth open on bank holiday",
    branch: [
      "Do we need to fill up before Friday? What are the fuel berth hours over the bank holiday?",
      "Spoke to Gemma in the office, the fuel berth will be open Monday 0800-1600hrs as normal.",
      "Good, saves a trip down on Friday evening.",
    ],
    parent: [
      "Notice from the marina office: the fuel berth won't be open on Monday (staff holiday). Next fuel Tue from 0800hrs.",
      "Pump-out unaffected.",
    ],
    conflicts: [["fuel berth will be open Monday", "the fuel berth won't be open on Monday"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h60 round the island entry",
    branch: [
      "Is Sunbeam doing the Round the Island this year? I need to know for crew numbers.",
      "No, Sunbeam is not entered this year, the new rudder bearings still aren't in.",
      "Shame. I'll ask whether Marlin need anyone, they're on the pontoon from 1800hrs Fri.",
    ],
    parent: [
      "Entry confirmed 1520hrs: Sunbeam is entered for the Round the Island, IRC class, start group 6, crew of 7.",
    ],
    conflicts: [["Sunbeam is not entered this year", "Sunbeam is entered for the Round the Island"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h60 antifoul labour invoice",
    branch: [
      "What did the yard charge for doing Halcyon's bottom last spring? Trying to budget for this year.",
      "Labour for the antifoul came to six hundred and forty pounds. The paint was on top of that, but I supplied it myself.",
      "OK so roughly the same again plus whatever they've put the hourly rate up by.",
    ],
    parent: [
      "Found Halcyon's invoice from the spring:\nPressure wash | £95\nAntifoul labour | £680\nAnodes (x3) | £72\nVAT incl.",
    ],
    conflicts: [["six hundred and forty pounds", "Antifoul labour | £680"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h60 passage race course length",
    branch: [
      "How long is the Lighthouse passage race this year? Deciding whether to bother with the cruising chute.",
      "Course is fourteen nautical miles, Bell Rock to the Skerry and back to the club line.",
      "Fine, chute's going in the bag.",
    ],
    parent: [
      "LIGHTHOUSE PASSAGE RACE — Course B — 16NM\nStart: 1030hrs off club line\nMarks: Bell Rock, Skerry\nFinish: club line",
    ],
    conflicts: [["fourteen nautical miles", "Course B — 16NM"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h60 club crane safe working load",
    branch: [
      "Can the club crane lift a Westerly 32? Approx 6 t dry.",
      "Crane SWL is 8 tonnes, so yes, with room to spare.",
      "Crane driver Thu is Pete, lift 1000hrs.",
    ],
    parent: ["Checked the plate on the club crane: safe working load 7,500 kg. Still fine for the Westerly."],
    conflicts: [["Crane SWL is 8 tonnes", "safe working load 7,500 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ───────────────────────────── multi ─────────────────────────────
  {
    name: "h60 regatta entry terms boat cap",
    branch: [
      "What are the entry terms for the Spring Cup?",
      "£45 per boat, entries close Friday 6 June at 1800hrs, and it's capped at twenty boats.",
      "OK, I'll get ours in this week before it fills.",
    ],
    parent: [
      "Spring Cup NoR is up: entry £45/boat, closing 6 June 18:00, limited to 24 boats, briefing 0930hrs on race day.",
    ],
    conflicts: [["capped at twenty boats", "limited to 24 boats"]],
    paraphrases: [
      ["Friday 6 June at 1800hrs", "6 June 18:00"],
      ["£45 per boat", "£45/boat"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h60 delivery passage ETA",
    branch: [
      "Passage plan Avocet to Yarmouth: dep 0600hrs Sat, 42 NM, ETA 1400hrs, motor-sail if TWS <8kn.",
      "Who's on first watch?",
      "Me + Jules on watch till 1000hrs, then Kit.",
    ],
    parent: [
      "So we're leaving at six on Saturday morning, forty-two nautical miles, into Yarmouth at three in the afternoon. I'll book the berth for one night.",
    ],
    conflicts: [["ETA 1400hrs", "into Yarmouth at three in the afternoon"]],
    paraphrases: [
      ["dep 0600hrs Sat", "leaving at six on Saturday morning"],
      ["42 NM", "forty-two nautical miles"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h60 halyard rope order diameter",
    branch: [
      "Rigging list for the new halyards: 2 x 20 m of 10 mm Dyneema-cored braid, 4 snap shackles and a Lewmar winch handle.",
      "Yes to the handle, lost the last one o/b by the N cardinal in July.",
    ],
    parent: [
      "Chandlery quote back — two 20 m lengths of 12 mm Dyneema-cored braid, four snap shackles, one Lewmar winch handle — £312 all in.",
      "Collecting Sat 1000hrs.",
    ],
    conflicts: [["10 mm Dyneema-cored braid", "12 mm Dyneema-cored braid"]],
    paraphrases: [["4 snap shackles", "four snap shackles"]],
    shapes: ["multi", "list"],
  },
  {
    name: "h60 swinging mooring renewal instalments",
    branch: [
      "Mooring renewal for buoy 27: 1 April to 31 March, £920, payable in two instalments, tender rack space included.",
      "Is the tender space the one by the slip?",
      "Yes, rack 3, top shelf. Tender reg no. on the transom.",
    ],
    parent: [
      "Renewal paperwork from the harbour office says April–March, £920 for the year, three instalments, dinghy rack space included.",
    ],
    conflicts: [["payable in two instalments", "three instalments"]],
    paraphrases: [["1 April to 31 March", "April–March"]],
    shapes: ["multi"],
  },
  {
    name: "h60 winter storage relaunch date",
    branch: [
      "Winter plan for Tern: lift-out 3 Nov, pressure wash, stands in row F, back in the water 14 March.",
      "Row F is the one under the floodlights, isn't it? Good for security.",
    ],
    parent: ["Yard schedule for Tern\nLift: 03/11\nWash: yes\nStorage: Row F\nRelaunch: 21/03"],
    conflicts: [["back in the water 14 March", "Relaunch: 21/03"]],
    paraphrases: [["lift-out 3 Nov", "Lift: 03/11"]],
    shapes: ["multi"],
  },
  {
    name: "h60 day skipper theory course fee",
    branch: [
      "Club's running RYA Day Skipper theory this winter: six evenings, Tuesdays from 1900hrs, £285 including the course pack.",
      "Count me in. Where is it held?",
      "Upstairs in the clubhouse, the committee room.",
    ],
    parent: [
      "Training secretary here. Day Skipper theory: six Tuesday evenings starting at 7pm, committee room, fee three hundred and twenty-five pounds with the pack.",
    ],
    conflicts: [["£285 including the course pack", "fee three hundred and twenty-five pounds"]],
    paraphrases: [["Tuesdays from 1900hrs", "Tuesday evenings starting at 7pm"]],
    shapes: ["multi"],
  },

  // ───────────────────────────── correction ─────────────────────────────
  {
    name: "h60 prize-giving venue corrected",
    branch: [
      "Prize-giving for the Commodore's Cup: clubhouse bar, 1830hrs, buffet after.",
      "Can partners come?",
      "Yes, £12 a head for the buffet.",
    ],
    parent: [
      "Correction to this morning's notice — prize-giving is in the sail loft upstairs, not the bar. Still half six.",
    ],
    conflicts: [["Commodore's Cup: clubhouse bar", "prize-giving is in the sail loft upstairs"]],
    paraphrases: [["1830hrs", "half six"]],
    shapes: ["correction"],
  },
  {
    name: "h60 diesel price corrected",
    branch: [
      "Fuel berth 1015hrs: took on 85 L diesel at £1.32/L, tank full.",
      "Cheers. Receipt in the nav table folder?",
      "Yes, clipped to the log.",
    ],
    parent: [
      "Correction on the fuel: the card receipt says eighty-five litres at £1.38 a litre. The price board by the pump hadn't been updated.",
    ],
    conflicts: [["diesel at £1.32/L", "£1.38 a litre"]],
    paraphrases: [["took on 85 L", "eighty-five litres"]],
    shapes: ["correction"],
  },
  {
    name: "h60 keel draught corrected",
    branch: [
      "Harbourmaster wants our draught for the inner basin berth. Anyone know?",
      "She draws one metre sixty, it's in the owner's handbook.",
      "Inner basin 2.0 m at LWS so OK.",
    ],
    parent: [
      "Correction for the harbour form: draught is 1.9 m, the handbook is out of date because the previous owner fitted the deep fin.",
      "Inner basin still OK at LWS, just.",
    ],
    conflicts: [["draws one metre sixty", "draught is 1.9 m"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h60 race officer rota corrected",
    branch: [
      "Who's RO for the Wednesday evening race? I need to hand over the flag bag.",
      "Martin Okafor's down as RO for Wednesday 11 June, assistant is Bea.",
      "I'll drop the flags at his house then.",
    ],
    parent: [
      "Amended duty rota (swap agreed this afternoon):\nWed 11 June\nRO: Sian Beddoes\nARO: Bea Lund\nSafety boat: Col + Nadia",
    ],
    conflicts: [["Martin Okafor's down as RO", "RO: Sian Beddoes"]],
    paraphrases: [["Wednesday 11 June", "Wed 11 June"]],
    shapes: ["correction"],
  },

  // ───────────────────────────── paraphrase (no conflict) ─────────────────────────────
  {
    name: "h60 skippers briefing date and time",
    branch: [
      "Skippers' briefing for the Harbour Week opener: Sat 21 June, 0930hrs, clubhouse lawn.",
      "Does the crew need to attend or just skippers?",
      "Just skippers. Crew can rig.",
    ],
    parent: ["Reminder: briefing on 21/06 at half past nine in the morning on the lawn, skippers only."],
    conflicts: [],
    paraphrases: [
      ["Sat 21 June", "21/06"],
      ["0930hrs", "half past nine in the morning"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 pontoon berth deposit in words",
    branch: [
      "Deposit for the new pontoon berth is £2,750, refundable when we leave.",
      "Steep but fine. Does it include electricity?",
      "Electric's metered separately, 32p a unit.",
    ],
    parent: [
      "Paid the marina the two thousand seven hundred and fifty pounds deposit today by bank transfer.",
      "Their office says electricity is thirty-two pence per unit, billed quarterly off the meter.",
    ],
    conflicts: [],
    paraphrases: [
      ["£2,750", "two thousand seven hundred and fifty pounds"],
      ["32p a unit", "thirty-two pence per unit"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 junior dinghy fleet count",
    branch: [
      "How many Optimists have we got in the junior fleet now?",
      "A dozen, now the two donated ones have come in.",
      "Plus 4 Toppers in the back shed.",
    ],
    parent: ["Junior fleet inventory done: 12 Optis and four Toppers, all with new painters."],
    conflicts: [],
    paraphrases: [
      ["A dozen", "12 Optis"],
      ["4 Toppers", "four Toppers"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 tender and outboard for sale",
    branch: [
      "For sale on the club board: 2.5 m inflatable tender, 5 hp Tohatsu, both serviced in March.",
      "Asking price?",
      "£650 ono, buyer collects from the dinghy park.",
    ],
    parent: [
      "Whoever's selling the two and a half metre inflatable with the five horsepower Tohatsu, I'm interested. Is six hundred and fifty quid firm?",
    ],
    conflicts: [],
    paraphrases: [
      ["2.5 m inflatable", "two and a half metre inflatable"],
      ["5 hp Tohatsu", "five horsepower Tohatsu"],
      ["£650 ono", "six hundred and fifty quid"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 radio ETA and high water",
    branch: [
      "Avocet, Avocet to Kestrel: passing Sandy Point buoy 1450hrs, SOG 6kn, ETA harbour entrance 1615hrs. HW 1700hrs so plenty of water. Over.",
      "Kestrel copies, lines ready on the hammerhead. Out.",
    ],
    parent: [
      "Avocet expects to be at the harbour entrance at quarter past four this afternoon, three-quarters of an hour before high water at five.",
    ],
    conflicts: [],
    paraphrases: [
      ["ETA harbour entrance 1615hrs", "harbour entrance at quarter past four"],
      ["HW 1700hrs", "high water at five"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 french marina quote in euros",
    branch: [
      "Port Kerlann (approx 1.5 NM inside the breakwater) quoted €1.2k for the month of August, 11 m boat.",
      "Includes water and showers?",
      "Water yes, showers by token, €2 each.",
    ],
    parent: ["Port Kerlann confirmed by email: 1,200 euros for August, LOA 11 metres, shower tokens at two euros."],
    conflicts: [],
    paraphrases: [
      ["€1.2k", "1,200 euros"],
      ["11 m boat", "LOA 11 metres"],
      ["€2 each", "two euros"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 junior session wind range",
    branch: [
      "Fcst Sun for junior session: SW 8–10kn, gusts 14kn, sea state slight.",
      "Great, I'll bring the RIB down at 0900hrs.",
    ],
    parent: [
      "Looks like Sunday will be south-westerly between eight and ten knots, gusting fourteen. Perfect for the juniors. RIB down for nine please.",
    ],
    conflicts: [],
    paraphrases: [
      ["SW 8–10kn", "south-westerly between eight and ten knots"],
      ["gusts 14kn", "gusting fourteen"],
      ["bring the RIB down at 0900hrs", "RIB down for nine"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 agm notice date formats",
    branch: [
      "AGM 2025-11-08, 1400hrs, clubhouse. Papers out a fortnight before.",
      "Are we voting on the new pontoon?",
      "Yes, item 6.",
    ],
    parent: [
      "From the secretary: AGM Saturday 8 November at 2pm in the clubhouse. Agenda and papers circulated 14 days beforehand; the pontoon vote is item six.",
    ],
    conflicts: [],
    paraphrases: [
      ["2025-11-08", "Saturday 8 November"],
      ["1400hrs", "2pm"],
      ["a fortnight before", "14 days beforehand"],
      ["item 6", "item six"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 flare inventory half a dozen",
    branch: [
      "Safety kit check Osprey 1000hrs: half a dozen red hand flares, 2 orange smokes, all in date till 2027.",
      "And the liferaft?",
      "Serviced, next due 2028.",
    ],
    parent: [
      "Osprey safety inventory:\n- Red hand flares: 6\n- Orange smoke: 2\n- Pyro expiry: 2027\n- Liferaft service due: 2028",
    ],
    conflicts: [],
    paraphrases: [
      ["half a dozen red hand flares", "Red hand flares: 6"],
      ["2 orange smokes", "Orange smoke: 2"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 mmsi and working channel",
    branch: [
      "New DSC set fitted. MMSI 235 104 882, c/s MXYZ7. Club racing channel stays Ch 77.",
      "Did you update the Ofcom licence?",
      "Yes, done online.",
    ],
    parent: [
      "For the club boat register: MMSI 235104882, callsign MXYZ7, listens on channel seventy-seven when racing.",
    ],
    conflicts: [],
    paraphrases: [
      ["MMSI 235 104 882", "MMSI 235104882"],
      ["Ch 77", "channel seventy-seven"],
    ],
    shapes: ["paraphrase", "identifier"],
  },
  {
    name: "h60 crane-in order and timings",
    branch: [
      "Crane-in plan: first lift 0645hrs, Merlin > Jackdaw > Puffin, 30 min each, max 4 t per lift.",
      "Need bodies on the slings from 0630hrs. Who's up that early?",
    ],
    parent: [
      "Launch day: the crane starts at quarter to seven and Merlin goes first. Each lift takes half an hour and nothing over 4,000 kg goes on the hook.",
    ],
    conflicts: [],
    paraphrases: [
      ["first lift 0645hrs", "crane starts at quarter to seven"],
      ["30 min each", "each lift takes half an hour"],
      ["max 4 t per lift", "nothing over 4,000 kg"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h60 tank levels before departure",
    branch: [
      "Pre-departure check 0700hrs: water tank three-quarters full, diesel tank half, holding tank empty.",
      "Top up the water at the pontoon tap?",
      "Yes, hose is in the cockpit locker.",
    ],
    parent: ["Tanks 0700hrs today: water 75%, fuel 50%, holding 0%."],
    conflicts: [],
    paraphrases: [
      ["water tank three-quarters full", "water 75%"],
      ["diesel tank half", "fuel 50%"],
      ["holding tank empty", "holding 0%"],
    ],
    shapes: ["paraphrase"],
  },

  // ───────────────────────────── shared-words (no conflict) ─────────────────────────────
  {
    name: "h60 last and next haul-out",
    branch: [
      "When was Petrel last out of the water? The log's a mess.",
      "Log says: last hauled 12 March 2024, antifouled + new anodes fitted.",
    ],
    parent: [
      "Petrel's next haul-out is booked for 9 October, hoist at 1100hrs.",
      "Yard wants the sails off beforehand.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h60 visitor and annual berth rates",
    branch: [
      "What's the visitor rate on D pontoon this summer?",
      "Visitors on D: £3.40 per metre per night, call Ch 80 before 1900hrs.",
    ],
    parent: ["Our annual berth, D22, renews at £395 per metre per year from April."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h60 chandlery credit limit and spend",
    branch: [
      "The club account at Harbour Chandlers has a £500 credit limit, according to the treasurer.",
      "OK, so I can put the new burgees on it?",
    ],
    parent: ["Treasurer: we've spent £340 on the chandlery account so far this season, mostly shackles and paint."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h60 cadet and keelboat starts",
    branch: [
      "Sun: cadet fleet start 1000hrs, windward-leeward, 3 laps.",
      "Who's on the committee boat?",
      "Jan + Sophie.",
    ],
    parent: ["Keelboat start on Sunday is 1100hrs, triangle course, 2 laps."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h60 saturday and sunday tides",
    branch: ["HW Sat 0914hrs 4.3 m, LW 1527hrs 0.9 m.", "So we slip on the ebb Sat AM."],
    parent: ["Tides for Sunday: HW 0958hrs, 4.2 m. Plan to be back on the mooring by 1300hrs."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h60 rib and committee boat engines",
    branch: [
      "Club RIB's outboard is a 40 hp Yamaha, serviced last week, runs on petrol.",
      "Noted for safety boat brief, 0830hrs Sat.",
    ],
    parent: ["The committee boat's engine is a 90 hp diesel inboard, due a service in June."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
