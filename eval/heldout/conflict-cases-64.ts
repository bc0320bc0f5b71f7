/**
 * Held-out merge-conflict pairs, set 64 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: amateur astronomy clubs and public observatories. About a third of the messages are in
 * terse observing-log / group-chat shorthand (UT times, "obs", "scope", f-ratios, mag, RA/Dec).
 *
 * Topics (one per case, 40 in all):
 *   close: star-party field opening time, loaner Dob due date, mount handset firmware, remote-rig
 *     booking reference, inflatable planetarium on/off, star-party deposit refund, meteor-trip meeting
 *     time, cooled camera price, roof-deck capacity, eclipse totality length, dome booking hours,
 *     outreach kit list.
 *   multi: AGM and subscriptions, Ha imaging session log, star-party pitches and hook-up, second-hand
 *     SCT purchase, cubs badge evening, membership renewals.
 *   correction: Jupiter public-night date, fireball time, who has the smart telescope, eclipse-trip
 *     cost per head.
 *   paraphrase: lunar occultation timings, filter set purchase, loan Dobsonian specs, Geminids watch,
 *     GoTo sync coordinates, membership rates, ISS pass in UT and BST, imaging plate scale, loan
 *     scheme rules, observing forecast, solar Saturday, new dark-sky site.
 *   shared-words: last vs next mirror recoat, booking quota vs nights used, dome vs loan refractor,
 *     planetarium vs telescope-tour prices, sunset vs astronomical darkness, last year's campers vs
 *     this year's tickets.
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 2, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 2. (The twelve "close" topics above are the ten
 * close cases plus the two negation cases.)
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_64: HeldOutConflictCase[] = [
  // ───────────────────────────── close (incl. identifier, negation) ─────────────────────────────
  {
    name: "h64 star party field opening time",
    branch: [
      "What time can we actually get onto the field at Brackenmoor for the autumn star party? Don't want to be pitching in the dark.",
      "Per the organisers' email: gates open 19:30 Friday, pitch fee £14 per night, no white lights once it's dark.",
      "ok. red film for the car headlights then",
    ],
    parent: [
      "Booked us two pitches at Brackenmoor, fourteen pounds a night each. Note the field opens at half past eight on Friday evening, not before; they're strict about it because of the sheep.",
    ],
    conflicts: [["gates open 19:30", "opens at half past eight on Friday evening"]],
    paraphrases: [["£14 per night", "fourteen pounds a night"]],
    shapes: ["close"],
  },
  {
    name: "h64 loaner Dob due date",
    branch: [
      'Loan scope log: 8" Dob (club #3) out to R. Okafor, due back 17 Nov.',
      "eyepieces: 25mm + 10mm, Telrad, soft case",
      "Remind her the collimation cap lives in the side pocket, the last borrower lost one.",
    ],
    parent: [
      "Just confirming from the loan book: Rashida Okafor has the club's 8-inch Dobsonian and it's due back on the 19th of November. She'll drop it at the observatory hut.",
    ],
    conflicts: [["due back 17 Nov", "due back on the 19th of November"]],
    paraphrases: [['8" Dob', "8-inch Dobsonian"]],
    shapes: ["close"],
  },
  {
    name: "h64 dome 2 mount handset firmware",
    branch: [
      "EQ6 in dome 2 acting up again, slews past the target by a few degrees every time",
      "checked: HC firmware v4.39.12, motor board 3.27",
      "Right, that handset version is the one with the overshoot bug. Someone should update it.",
    ],
    parent: [
      "Dome 2 log, Tue: handset reads firmware 4.39.21. I've left it alone until Sunil can reflash it at the weekend, so please don't use GoTo on the EQ6 till then.",
    ],
    conflicts: [["HC firmware v4.39.12", "handset reads firmware 4.39.21"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h64 remote rig booking reference",
    branch: [
      "Got our slot on the remote rig in Namibia for the Sculptor Galaxy project!",
      "ref RTO-58214, 3h, starts 11:00 UT Thursday",
      "Nice one. I'll upload the target list and exposure plan tonight.",
    ],
    parent: [
      "Remote telescope confirmation email has arrived: booking RTO-58241, three hours from 11:00 UT on Thursday. Target list still to upload.",
    ],
    conflicts: [["ref RTO-58214", "booking RTO-58241"]],
    paraphrases: [["3h, starts 11:00 UT", "three hours from 11:00 UT"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h64 inflatable planetarium at public night",
    branch: [
      "Sat public night plan: scopes on lawn from 19:00, dome shows every 40 min, Imogen on the dome",
      "will the inflatable planetarium definitely be up? parents keep asking on the Facebook page",
      "Yes, Imogen's confirmed she'll run the dome shows, max 25 kids a show.",
    ],
    parent: [
      "Bad news for Saturday: the inflatable planetarium won't be running, the blower's packed in and the replacement won't arrive in time. Telescopes still out on the lawn from 7pm.",
    ],
    conflicts: [["she'll run the dome shows", "the inflatable planetarium won't be running"]],
    paraphrases: [["scopes on lawn from 19:00", "Telescopes still out on the lawn from 7pm"]],
    shapes: ["negation"],
  },
  {
    name: "h64 star party deposit refund",
    branch: [
      "Someone asked on the forum whether the £30 star party deposit is refundable if they have to cancel.",
      "Committee says yes: deposits will be refunded in full if you cancel before 1 August.",
    ],
    parent: [
      "Treasurer's note for the forum: star party deposits are non-refundable this year, as we've already paid the landowner. The deposit is thirty pounds per person and the balance is due at the gate.",
    ],
    conflicts: [["deposits will be refunded in full", "deposits are non-refundable this year"]],
    paraphrases: [["£30 star party deposit", "thirty pounds per person"]],
    shapes: ["negation"],
  },
  {
    name: "h64 Perseids trip meeting time",
    branch: [
      "Perseids trip, Wed 12th: where are we meeting?",
      "Layby at Black Tor. 2200 BST. Bring reclining chairs + flask.",
      "radiant high enough by then?",
      "well up by midnight. ZHR ~80 if the forecast holds",
    ],
    parent: [
      "Perseids trip sheet\nDate: Wed 12 Aug\nMeet: Black Tor layby, 22:30\nBring: reclining chair, warm layers, hot drink\nCars: 4 (lifts sorted)",
    ],
    conflicts: [["2200 BST", "Black Tor layby, 22:30"]],
    paraphrases: [["Wed 12th", "Wed 12 Aug"]],
    shapes: ["close"],
  },
  {
    name: "h64 cooled mono camera price",
    branch: [
      "Imaging group would like a cooled mono camera for the club's 130mm refractor.",
      "Quote from Orion Lane Optics: £1,149 incl VAT, 2-year warranty, delivery in 5 working days.",
      "That's under the £1,500 imaging budget, so shall we go ahead?",
    ],
    parent: [
      "Committee minute 4.2: purchase of a cooled mono camera from Orion Lane Optics approved at one thousand one hundred and ninety-nine pounds including VAT, within the fifteen-hundred-pound imaging budget.",
    ],
    conflicts: [["£1,149 incl VAT", "one thousand one hundred and ninety-nine pounds including VAT"]],
    paraphrases: [["£1,500 imaging budget", "fifteen-hundred-pound imaging budget"]],
    shapes: ["close"],
  },
  {
    name: "h64 roof deck capacity for Saturn night",
    branch: [
      "How many can we fit on the roof deck for the Saturn evening with the WI group?",
      "The fire officer's limit for the roof deck is twelve people, including us volunteers.",
      "so 9 guests + 3 of us. tight but ok",
    ],
    parent: [
      "Roof deck capacity (per the fire officer): 15 incl. volunteers. I've told the WI we can take their group up in one go, weather permitting.",
    ],
    conflicts: [["limit for the roof deck is twelve people", "Roof deck capacity (per the fire officer): 15"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h64 eclipse totality duration at ridge site",
    branch: [
      "Eclipse trip, ridge site notes:\n- lat 42.1N, elev ~900 m\n- C2 17:31:12 UT\n- totality 1m 48s\n- Sun alt ~11°, low in the W",
      "low sun so we need a clean western horizon. ridge is fine, checked it on the map",
    ],
    parent: [
      "Final numbers from Teodor's calculation for the ridge site: second contact at 17:31:12 UT and one minute forty-four seconds of totality, with the Sun about 11 degrees up in the west.",
    ],
    conflicts: [["totality 1m 48s", "one minute forty-four seconds of totality"]],
    paraphrases: [
      ["C2 17:31:12 UT", "second contact at 17:31:12 UT"],
      ["Sun alt ~11°, low in the W", "the Sun about 11 degrees up in the west"],
    ],
    shapes: ["close"],
  },
  {
    name: "h64 west dome C14 booking hours",
    branch: [
      "west dome C14, Fri: 21:00-01:00 local, me + Priyanka. targets M51, M101 (Ha + L)",
      "flats at dusk pls, last set had dust donuts all over",
    ],
    parent: ["Booking sheet for Friday: West dome C14, Priyanka & Joel, 10pm to 1am. Flats to be taken at dusk."],
    conflicts: [["21:00-01:00 local", "10pm to 1am"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h64 outreach kit list red torches",
    branch: [
      "Kit going to St Aidan's outreach night:\n• 2 × 8\" Dobs\n• 102mm refractor on AZ mount\n• Lunt 60 solar scope\n• 4 red torches",
      "who's taking the kit over?",
      "Marcus, leaves the hut 5:15pm",
    ],
    parent: [
      "All packed for St Aidan's: two 8-inch Dobs, the 102mm refractor, the Lunt 60 and six red torches. Marcus is collecting at quarter past five.",
    ],
    conflicts: [["4 red torches", "six red torches"]],
    paraphrases: [
      ['2 × 8" Dobs', "two 8-inch Dobs"],
      ["5:15pm", "quarter past five"],
    ],
    shapes: ["close", "list"],
  },

  // ───────────────────────────── multi ─────────────────────────────
  {
    name: "h64 AGM date and subscription rise",
    branch: [
      "When's the AGM? Need to sort a babysitter.",
      "Thursday 6 March at 7.30pm in the Scout hut, and the committee is proposing subs go up to £36 a year.",
    ],
    parent: [
      "AGM reminder: Thu 6/3, 19:30, Scout hut. Main item is raising annual subs to thirty-eight pounds. Bring your observing logs if you're going for the Messier certificate.",
    ],
    conflicts: [["subs go up to £36 a year", "raising annual subs to thirty-eight pounds"]],
    paraphrases: [["Thursday 6 March at 7.30pm", "Thu 6/3, 19:30"]],
    shapes: ["multi"],
  },
  {
    name: "h64 North America Nebula session sensor temperature",
    branch: [
      'NGC 7000 session log 14/15 Sep:\n42 × 300s Ha, gain 100, sensor -10C, f/5.4\nguiding RMS 0.6"\nmoon set 23:40 UT',
      "nice. clouds rolled in at 02:00 UT here",
    ],
    parent: [
      "Writing it up for the newsletter: on the night of 14/15 September Hannah captured forty-two five-minute Ha subs of the North America Nebula at gain 100, with the sensor cooled to -15 °C.",
    ],
    conflicts: [["sensor -10C", "cooled to -15 °C"]],
    paraphrases: [
      ["42 × 300s Ha", "forty-two five-minute Ha subs"],
      ["NGC 7000", "North America Nebula"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h64 star party pitches and hook-up",
    branch: [
      "Done: I've booked three pitches for the Friday and Saturday nights at £18 per pitch per night, with the electric hook-up on pitch 7.",
      "cheers. dew heaters + laptop need that hookup",
    ],
    parent: [
      "Star party confirmation\nPitches: 3 (nos. 6, 7, 8)\nNights: Fri + Sat\nRate: £18/pitch/night\nHook-up: pitch 8",
    ],
    conflicts: [["electric hook-up on pitch 7", "Hook-up: pitch 8"]],
    paraphrases: [
      ["three pitches", "Pitches: 3"],
      ["£18 per pitch per night", "£18/pitch/night"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h64 second-hand SCT purchase",
    branch: [
      "Derek's agreed: the used 10-inch SCT for £650 with the f/6.3 reducer and dew shield, and we collect it from his place on Saturday morning.",
      "does it come with the wedge?",
      "no wedge, just the tripod",
    ],
    parent: [
      'Bought: 10" SCT (ex-Derek Pryce), six hundred and fifty quid incl. f/6.3 reducer + dew shield + tripod. Pick-up Sun a.m.',
    ],
    conflicts: [["collect it from his place on Saturday morning", "Pick-up Sun a.m."]],
    paraphrases: [
      ["£650", "six hundred and fifty quid"],
      ["10-inch SCT", '10" SCT'],
    ],
    shapes: ["multi"],
  },
  {
    name: "h64 cubs badge evening speaker",
    branch: [
      "Cubs astronomy badge evening is Tuesday 11 February: 24 cubs in two groups of twelve, 6.30pm start, Ade giving the indoor talk while the other group is out on the scopes.",
      "If it's cloudy we swap the scope half for the meteorite handling box.",
    ],
    parent: [
      "Cubs badge night, Tue 11/2\n24 cubs, 2 groups × 12\n18:30 start\nindoor talk: Lorna\ncloud backup: meteorite box",
    ],
    conflicts: [["Ade giving the indoor talk", "indoor talk: Lorna"]],
    paraphrases: [
      ["6.30pm start", "18:30 start"],
      ["two groups of twelve", "2 groups × 12"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h64 membership renewals for newsletter",
    branch: [
      "Membership sec here. For the newsletter: 84 renewed, 9 new joiners and 5 lapsed this year.",
      "great, best intake in ages",
    ],
    parent: [
      "Newsletter numbers from the membership secretary: eighty-four renewals, eleven new members, five lapsed. Renewal reminders for the stragglers go out next week.",
    ],
    conflicts: [["9 new joiners", "eleven new members"]],
    paraphrases: [
      ["84 renewed", "eighty-four renewals"],
      ["5 lapsed", "five lapsed"],
    ],
    shapes: ["multi"],
  },

  // ───────────────────────────── correction ─────────────────────────────
  {
    name: "h64 Jupiter public night date corrected",
    branch: [
      "Poster draft for the Jupiter public night: Thursday 23 October, doors 7pm, free entry, families welcome.",
      "Looks great. Can you add the note about the overflow car park?",
    ],
    parent: [
      "Small correction to the poster: the Jupiter night is Friday 24 October, not the 23rd. Doors at seven, still free.",
    ],
    conflicts: [["Thursday 23 October", "Friday 24 October"]],
    paraphrases: [["doors 7pm", "Doors at seven"]],
    shapes: ["correction"],
  },
  {
    name: "h64 fireball time corrected for camera clock",
    branch: [
      "fireball!! 02:12:40 UT, est mag -6, NE→SW, ~3 s, green tinge. cam 2 caught it",
      "wow. submitting to the network?",
      "yep, tonight",
    ],
    parent: [
      "Correction for the fireball report: cam 2's clock was running an hour slow, so the event time is 03:12:40 UT. Magnitude about −6, track north-east to south-west, roughly three seconds.",
    ],
    conflicts: [["02:12:40 UT", "the event time is 03:12:40 UT"]],
    paraphrases: [
      ["est mag -6", "Magnitude about −6"],
      ["NE→SW", "north-east to south-west"],
      ["~3 s", "roughly three seconds"],
    ],
    shapes: ["correction"],
  },
  {
    name: "h64 who has the Seestar corrected",
    branch: [
      "who has the Seestar? want it for the lunar eclipse",
      "Loan book says Gareth has the Seestar S50 until 31 March.",
    ],
    parent: [
      "Correction, I misread the loan book: the Seestar S50 is with Ffion, not Gareth, until the end of March. Ask her nicely about the eclipse.",
    ],
    conflicts: [["Gareth has the Seestar S50", "the Seestar S50 is with Ffion"]],
    paraphrases: [["until 31 March", "until the end of March"]],
    shapes: ["correction"],
  },
  {
    name: "h64 eclipse trip cost per head corrected",
    branch: [
      "Eclipse trip costing (Spain, Aug):\n- guesthouse 4 nights\n- minibus hire split 14 ways\n- per head: €420\n- deposit €100 by 1 May",
      "can people pay the rest in instalments?",
      "yes, two payments, June and July",
    ],
    parent: [
      "Sorry all, I got the sum wrong on the costing: per head it's €465, not what I posted before. Deposit is unchanged at a hundred euros, due 1 May.",
    ],
    conflicts: [["per head: €420", "per head it's €465"]],
    paraphrases: [["deposit €100 by 1 May", "a hundred euros, due 1 May"]],
    shapes: ["correction"],
  },

  // ───────────────────────────── paraphrase (no conflict) ─────────────────────────────
  {
    name: "h64 Saturn occultation timings",
    branch: [
      "occultation obs plan:\n- D 22:47 UT (dark limb)\n- R 23:58 UT (bright limb)\n- scope: 127 Mak, video 25 fps",
      "will you time it by GPS?",
      "yes, GPS time inserter on the video feed",
    ],
    parent: [
      "For the newsletter: Saturn slips behind the Moon's dark limb at 10:47 pm UT and reappears at the bright limb at two minutes to midnight UT. Owain is recording it through his 127 mm Maksutov.",
    ],
    conflicts: [],
    paraphrases: [
      ["D 22:47 UT", "10:47 pm UT"],
      ["R 23:58 UT", "two minutes to midnight UT"],
      ["127 Mak", "127 mm Maksutov"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 second-hand filter set",
    branch: [
      "Filter set for the club refractor: LRGB + Ha/OIII/SII, 36 mm unmounted, £240 second-hand from a member.",
      "and he's throwing in a dozen spare filter-wheel screws",
    ],
    parent: [
      "Treasurer: paid Leon two hundred and forty pounds for the 36mm Ha, OIII, SII and LRGB set. He's including 12 spare screws for the filter wheel.",
    ],
    conflicts: [],
    paraphrases: [
      ["£240", "two hundred and forty pounds"],
      ["LRGB + Ha/OIII/SII", "Ha, OIII, SII and LRGB"],
      ["a dozen spare filter-wheel screws", "12 spare screws for the filter wheel"],
    ],
    shapes: ["paraphrase", "list"],
  },
  {
    name: "h64 loan Dobsonian specs",
    branch: [
      "Second-hand Dob for the loan scheme: 200 mm aperture, 1200 mm focal length, f/6, comes with a 9×50 finder.",
      "weight?",
      "tube about 11 kg, base a bit more",
    ],
    parent: [
      "We've bought the Dobsonian for loans: 1.2 m focal length, f/6, tube roughly eleven kilos, 9x50 finder included. It'll be in the loan cupboard from next week.",
    ],
    conflicts: [],
    paraphrases: [
      ["1200 mm focal length", "1.2 m focal length"],
      ["tube about 11 kg", "tube roughly eleven kilos"],
      ["9×50 finder", "9x50 finder"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 Geminids watch timing",
    branch: [
      "Geminids night: Sat 14 Dec, at the observatory from 20:30, stay till ~1am",
      "max ZHR around 120 this year? the moon's a pain though",
    ],
    parent: [
      "Geminids watch confirmed for Saturday the 14th of December. We'll be at the observatory from half past eight in the evening until about one in the morning; bring every layer you own.",
    ],
    conflicts: [],
    paraphrases: [
      ["Sat 14 Dec", "Saturday the 14th of December"],
      ["from 20:30", "from half past eight in the evening"],
      ["till ~1am", "until about one in the morning"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 GoTo sync coordinates on M42",
    branch: [
      "goto off tonight. synced on M42: RA 05h35m17s Dec −05°23′, still 2° out on the next target",
      "polar alignment ok?",
      "redid it, within 5 arcmin",
    ],
    parent: [
      "Mount log: M42 sync position RA 5h 35m 17s, Dec -5° 23'. Polar alignment error under five arcminutes, but GoTo still misses by about two degrees. Suspect the encoder.",
    ],
    conflicts: [],
    paraphrases: [
      ["RA 05h35m17s Dec −05°23′", "RA 5h 35m 17s, Dec -5° 23'"],
      ["within 5 arcmin", "under five arcminutes"],
      ["2° out", "about two degrees"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 membership rates enquiry",
    branch: [
      "New member enquiry via the website: how much is family membership?",
      "£45/yr family, £30 adult, £20 concession (students, over-65s). All include the loan scheme.",
    ],
    parent: [
      "Replied to the enquiry: family membership is forty-five pounds a year, a single adult is thirty, and concessions are twenty; all of them include the telescope loan scheme.",
    ],
    conflicts: [],
    paraphrases: [
      ["£45/yr family", "family membership is forty-five pounds a year"],
      ["£30 adult", "a single adult is thirty"],
      ["£20 concession", "concessions are twenty"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 ISS pass in UT and BST",
    branch: [
      "ISS pass tonight: rises 21:04 UT in WSW, max alt 68°, mag -3.6, gone ~21:10",
      "brill, I'll tell the beginners' group",
    ],
    parent: [
      "Beginners' group: bright ISS pass this evening (we're on summer time). Up from the west-south-west at 10:04pm BST, climbing to about 68 degrees, around magnitude −3.6.",
    ],
    conflicts: [],
    paraphrases: [
      ["rises 21:04 UT in WSW", "west-south-west at 10:04pm BST"],
      ["max alt 68°", "about 68 degrees"],
      ["mag -3.6", "magnitude −3.6"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 reduced refractor plate scale",
    branch: [
      'new rig: 80mm f/6 triplet + 0.8x reducer → 384 mm FL, f/4.8, 2.0"/px with the 3.76 µm sensor',
      "good match for the big faint nebulae",
    ],
    parent: [
      "Imaging group notes: Abi's refractor with the reducer works out at f/4.8, a focal length of 384 millimetres and two arcseconds per pixel, so ideal for wide fields.",
    ],
    conflicts: [],
    paraphrases: [
      ["384 mm FL", "a focal length of 384 millimetres"],
      ['2.0"/px', "two arcseconds per pixel"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 loan scheme rules",
    branch: [
      "Loan scheme rules draft: loans are 2 weeks, max 1 scope per member, £50 refundable deposit.",
      "fine by me. renewals?",
      "one renewal if nobody's waiting",
    ],
    parent: [
      "Rules agreed at committee: a member can borrow one telescope at a time, for a fortnight, against a fifty-pound returnable deposit; one renewal allowed if nobody is queued.",
    ],
    conflicts: [],
    paraphrases: [
      ["loans are 2 weeks", "for a fortnight"],
      ["max 1 scope per member", "one telescope at a time"],
      ["£50 refundable deposit", "fifty-pound returnable deposit"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 Thursday observing forecast",
    branch: [
      "obs night Thu, site forecast:\n- clear from 18 UT\n- temp −4°C, wind 5 mph NE\n- SQM ~21.3\n- moon 8%, sets 19:40 UT",
      "great, I'll bring the 14-inch",
    ],
    parent: [
      "Thursday's looking good: clear skies from six in the evening UT, around minus four with a light north-easterly at five miles an hour, and only an eight per cent crescent Moon setting at 19:40 UT.",
    ],
    conflicts: [],
    paraphrases: [
      ["clear from 18 UT", "clear skies from six in the evening UT"],
      ["temp −4°C", "around minus four"],
      ["wind 5 mph NE", "north-easterly at five miles an hour"],
      ["moon 8%", "eight per cent crescent Moon"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 solar Saturday volunteers",
    branch: [
      "Solar Sat: 11:00–14:00, observatory lawn. Ha scope + white light w/ Baader film. Need 3–4 volunteers.",
      "I can do it. big sunspot group should still be on the disc",
    ],
    parent: [
      "Volunteers wanted for solar Saturday: eleven till two on the lawn, with the hydrogen-alpha and white-light scopes. Three or four people needed.",
    ],
    conflicts: [],
    paraphrases: [
      ["11:00–14:00", "eleven till two"],
      ["Ha scope", "hydrogen-alpha"],
      ["Need 3–4 volunteers", "Three or four people needed"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h64 new dark-sky site write-up",
    branch: [
      "Scouted the new dark site: 42 km from town, 450 m up, Bortle 3 going by the SQM (21.5).",
      "parking?",
      "room for ~10 cars on the forestry track",
    ],
    parent: [
      "New dark-sky site write-up: roughly 26 miles out of town, about 1,500 ft elevation, Bortle class 3 with an SQM of 21.5, and parking for around ten cars on the forestry track.",
    ],
    conflicts: [],
    paraphrases: [
      ["42 km from town", "roughly 26 miles out of town"],
      ["450 m up", "about 1,500 ft elevation"],
      ["room for ~10 cars", "parking for around ten cars"],
    ],
    shapes: ["paraphrase"],
  },

  // ───────────────────────────── shared-words (no conflict) ─────────────────────────────
  {
    name: "h64 last and next mirror recoat",
    branch: [
      "When was the 16-inch's primary last aluminised? The coating looks tired.",
      "Last recoat was March 2019, done by the firm in Kent.",
    ],
    parent: [
      "Planning ahead: the 16-inch primary's next recoat is pencilled in for spring 2027, budget about £900 including the courier.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h64 C11 booking quota and nights used",
    branch: ["How many nights can I book the C11 this term?", "quota 6 nights/member/term on the C11"],
    parent: [
      "Booking sheet update: Nadia has used 4 nights on the C11 this term, Tom 2. Next term's sheet opens on 1 April.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h64 east dome and loan refractors",
    branch: ["Which refractor is in the east dome these days?", "east dome: 150 mm f/8 achro on the G11"],
    parent: [
      "Loan cupboard update: the refractor available for members to borrow is the 102 mm f/7 on the AZ-4. The east dome one stays put.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h64 planetarium and telescope tour prices",
    branch: [
      "What are we charging for the planetarium show at the open day?",
      "£6 adults, £3 kids for the planetarium show.",
    ],
    parent: [
      "Open day pricing for the rooftop telescope tour: £4 adults, kids free. Planetarium pricing as already agreed.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h64 sunset and astronomical darkness",
    branch: ["sat: sunset 19:52 BST. first qtr moon, sets ~01:00", "so set up on the field by 19:30?", "yep"],
    parent: [
      "For Saturday: astronomical darkness from 21:41 BST, so deep-sky imaging only after that. Moon sets around 1am.",
    ],
    conflicts: [],
    paraphrases: [["sets ~01:00", "Moon sets around 1am"]],
    shapes: ["shared-words"],
  },
  {
    name: "h64 last year's campers and this year's tickets",
    branch: ["How many came to last year's spring star party?", "We had 63 campers at last year's, a record turnout."],
    parent: ["Spring star party this year: 80 camping tickets on sale from Monday, same field as before."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
