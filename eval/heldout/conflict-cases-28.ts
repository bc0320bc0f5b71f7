import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 28 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: barn wedding deposit, dental conference early-bird deadline, island ferry last crossing,
 *     museum archive tour group size, music festival gate scanner app version, campsite awning width,
 *     Lisbon walking tour guide, class reunion venue;
 *   few shared words: hotel breakfast charge (negation), Highlands coach booking reference (identifier),
 *     vineyard tour length, comedy cellar capacity;
 *   multi: beer festival train, conference hotel room block, osteria private room, sea kayak tour,
 *     conference keynote slot, sunrise balloon flight;
 *   correction: escape room slot (branch), gallery late opening (branch), ski chalet price (parent),
 *     charity quiz venue (parent);
 *   paraphrase: awards gala budget, airport transfer pickup, coastal hiking trail, trade show opening,
 *     hotel check-out time, folk festival volunteers, canal cruise length, modern art museum entry,
 *     glamping bell tent, banquet hall floor area, pasta cooking class, theatre curtain time;
 *   shared-words: two hotels' double rooms, marquee limit vs RSVPs, zoo ticket vs group total,
 *     jazz festival founding vs move, charity ball target vs raised, two Bao House branches.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 19, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_28: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h28 barn wedding deposit",
    branch: [
      "Spoke to Millbrook Barn this morning about the 14 September wedding.",
      "They need a £1,850 deposit to hold the date, payable by bank transfer within a week.",
      "Should I ask whether the fairy lights in the rafters are included?",
    ],
    parent: [
      "Mum wants to know if the barn has parking close to the door for the older guests.",
      "Also, from my own notes: Millbrook said securing our Saturday costs £1,580 upfront, with the rest due a month before.",
    ],
    conflicts: [["£1,850 deposit", "£1,580 upfront"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h28 dental conference early bird",
    branch: [
      "Early-bird registration for the dental conference closes on 12 March.",
      "I'll pop a reminder in the practice calendar.",
    ],
    parent: [
      "Who's going to Manchester this year? Last year only three of us went.",
      "Heads up: the discounted ticket rate stops after 21 March, so sign up before then.",
    ],
    conflicts: [["closes on 12 March", "stops after 21 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h28 island ferry last crossing",
    branch: [
      "Lunch on the island sounds lovely, I'll book the fish place.",
      "Just be aware the last boat back leaves at 17:40, so no lingering over dessert!",
    ],
    parent: [
      "I checked the board at the pier — final crossing to the mainland is 6:10 pm.",
      "Bring cash for the café, their card machine is patchy.",
    ],
    conflicts: [["17:40", "6:10 pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h28 museum archive tour size",
    branch: [
      "The curator said the basement archive tour takes groups of twelve at most.",
      "So we'll probably need two slots for the history society.",
    ],
    parent: [
      "How many are coming from the history society, roughly twenty?",
      "For the archive visit downstairs they cap each slot at fifteen people, by the way.",
    ],
    conflicts: [["groups of twelve", "fifteen people"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h28 festival gate scanner app",
    branch: [
      "Vendor call done, took forever.",
      "The box-office scanners have to be running ticketing app 4.2.1 before the gates open on Friday.",
    ],
    parent: [
      "Update from the ticketing company: all door scanners need version 4.4.0 or the wristbands won't read.",
      "I'll get the volunteers to charge them overnight.",
    ],
    conflicts: [["4.2.1", "4.4.0"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h28 campsite awning width",
    branch: ["Fernside allows awnings up to 6 metres wide on the caravan pitches, so ours fits fine."],
    parent: [
      "Read the Fernside site rules last night.",
      "Awnings can't be more than 4.5 m across — we might need to leave the side extension at home.",
      "Dogs are fine on leads, which is a relief.",
    ],
    conflicts: [["6 metres wide", "4.5 m across"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h28 lisbon walking tour guide",
    branch: [
      "Our guide for the Lisbon walking tour on Saturday is Marta Sousa.",
      "She'll meet us by the tram stop at Praça da Figueira.",
    ],
    parent: [
      "The agency emailed the itinerary over, looks great.",
      "Saturday's Lisbon walk will be led by Marta Pereira; apparently she's their most requested guide.",
    ],
    conflicts: [["Marta Sousa", "Marta Pereira"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h28 class reunion venue",
    branch: [
      "Class of 2005 reunion — we've got the function room at The Old Granary.",
      "Deposit's paid, I'll post the details in the Facebook group.",
    ],
    parent: [
      "Has anyone heard back from Mr Hughes? Would be lovely if he came.",
      "Just so I tell people the right place: the reunion's at The Mitre on Castle Street, yes?",
    ],
    conflicts: [["The Old Granary", "The Mitre"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ------------------------------------------------- few shared words
  {
    name: "h28 hotel breakfast charge",
    branch: ["Good news for the budget: breakfast is included with our rooms at the Alder."],
    parent: [
      "Flights are booked, seats together.",
      "Just so everyone plans for it, the Alder charges extra for the morning buffet — about €16 a go.",
    ],
    conflicts: [["breakfast is included", "charges extra"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h28 highlands coach booking ref",
    branch: [
      "The coach firm's reference for our Highlands trip is HLT-40826.",
      "Pickup is outside the library at eight sharp.",
    ],
    parent: [
      "If Glenbus ring about anything, quote HLT-40862 — that's what's printed on their invoice.",
      "I've paid the balance already.",
    ],
    conflicts: [["HLT-40826", "HLT-40862"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h28 vineyard tour length",
    branch: [
      "Booked the cellar-and-vines tour at Domaine Rocheval for Tuesday.",
      "It runs 90 minutes, then there's a tasting in the barrel room.",
    ],
    parent: [
      "Wear comfortable shoes — Pierre said the guided walk at Rocheval takes two hours before anyone gets a glass.",
    ],
    conflicts: [["90 minutes", "two hours"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h28 comedy cellar capacity",
    branch: ["The comedy cellar seats 85, so we can't oversell the Friday show."],
    parent: [
      "Spoke to the manager of the basement club: maximum audience downstairs is 110.",
      "Posters go up on Monday.",
    ],
    conflicts: [["seats 85", "is 110"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h28 beer festival train",
    branch: [
      "Right, plan for the beer festival: we're taking the 9:15 train on Saturday 7 June, tickets are £34 each for the four of us.",
      "Someone bring sun cream please.",
    ],
    parent: ["Booked! Four of us on the 09:15 on Sat 7 June, £43 per ticket.", "I'll forward the e-tickets tonight."],
    conflicts: [["£34 each", "£43 per ticket"]],
    paraphrases: [
      ["9:15 train", "09:15"],
      ["Saturday 7 June", "Sat 7 June"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h28 conference hotel room block",
    branch: [
      "I've reserved a block of 25 rooms at the Lindqvist Hotel from 3 to 6 October at €129 a night; unbooked rooms are released on 1 September.",
      "Can you add the booking link to the delegate pack?",
    ],
    parent: [
      "Lindqvist confirmed our allocation (twenty-five rooms, 3-6 October, €139/night), and anything not taken goes back to them on 1 Sept.",
      "Delegate pack goes to print on Friday.",
    ],
    conflicts: [["€129 a night", "€139/night"]],
    paraphrases: [
      ["25 rooms", "twenty-five rooms"],
      ["3 to 6 October", "3-6 October"],
      ["1 September", "1 Sept"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h28 osteria private room",
    branch: [
      "Booked the upstairs room at Osteria Nonna for Thursday the 19th at 7:30pm — 18 covers, with a £900 minimum spend.",
    ],
    parent: [
      "For Priya's leaving do: Osteria Nonna, upstairs room, Thu 19th, 19:30, eighteen of us, minimum spend £1,100.",
      "Can someone sort a card and get everyone to sign it?",
    ],
    conflicts: [["£900 minimum spend", "minimum spend £1,100"]],
    paraphrases: [
      ["7:30pm", "19:30"],
      ["18 covers", "eighteen of us"],
      ["Thursday the 19th", "Thu 19th"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h28 sea kayak tour",
    branch: [
      "The sea kayak tour starts at 10am on Sunday, lasts three hours and costs $85 including the wetsuit.",
      "Is anyone not a confident swimmer? They'll want to know.",
    ],
    parent: ["Outfitter's email says: Sunday, 10:00 launch, 4 hours on the water, $85 with wetsuit hire."],
    conflicts: [["three hours", "4 hours"]],
    paraphrases: [
      ["10am", "10:00"],
      ["including the wetsuit", "with wetsuit hire"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h28 conference keynote slot",
    branch: [
      "Programme draft: the opening keynote is Dr. Amara Osei on 14 May at 9:30 in the Main Auditorium (seats 400).",
      "Still waiting on the panel chair for the afternoon.",
    ],
    parent: [
      "Checked with the venue — Dr Osei's keynote is at 9.30 on 15 May, Main Auditorium, capacity 400.",
      "Lunch will be served in the atrium.",
    ],
    conflicts: [["14 May", "15 May"]],
    paraphrases: [["9:30", "9.30"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h28 sunrise balloon flight",
    branch: [
      "Balloon flight is sorted: Saturday 21 June, we meet at the launch field at 5:45am, eight passengers, £1,560 for the whole basket.",
    ],
    parent: [
      "SkyDrift confirmation just came in — 8 people, 21/06, meet at the launch field at 5:15 am, £1,560 total.",
      "Dress warmly, it's freezing up there at dawn.",
    ],
    conflicts: [["5:45am", "5:15 am"]],
    paraphrases: [
      ["eight passengers", "8 people"],
      ["Saturday 21 June", "21/06"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  // ----------------------------------------------------------- correction
  {
    name: "h28 escape room slot",
    branch: [
      "Escape room is booked for 3pm on Saturday.",
      "Sorry, I misread the confirmation — it's actually 4pm. The earlier slot belonged to another group.",
    ],
    parent: ["Perfect, so escape room at 3pm Saturday and pizza afterwards?", "I'll reserve a table at Sal's."],
    conflicts: [["actually 4pm", "3pm Saturday"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h28 gallery late opening",
    branch: [
      "The gallery's late opening is on the first Friday, 2 August.",
      "Update: they've moved it to Friday 9 August because the installation overran.",
    ],
    parent: [
      "I've booked the babysitter for 2 August so we can go to the gallery late opening.",
      "Shall we eat beforehand?",
    ],
    conflicts: [["Friday 9 August", "2 August"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h28 ski chalet price",
    branch: [
      "I've told everyone the chalet in Morzine is €2,400 for the week, so €400 each between six.",
      "Flights from Bristol look cheapest so far.",
    ],
    parent: [
      "The chalet in Morzine is €2,400 for the week.",
      "Correction, I misread the listing: the week is €2,650 — the lower figure was last season's price.",
    ],
    conflicts: [["€2,400 for the week", "the week is €2,650"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h28 charity quiz venue",
    branch: ["Printing the posters now: charity quiz, 8pm, Fox & Hound, £3 entry."],
    parent: [
      "Charity quiz starts at 8 at the Fox & Hound.",
      "Ah, change of plan — they've moved us to the Red Lion because of a private party. Same time.",
    ],
    conflicts: [["Fox & Hound", "Red Lion"]],
    paraphrases: [["8pm", "starts at 8"]],
    shapes: ["correction", "paraphrase"],
  },
  // ----------------------------------------------------------- paraphrase
  {
    name: "h28 awards gala budget",
    branch: [
      "Finance signed off the awards gala: we have £12k for the evening, venue included.",
      "Can we still stretch to a live band?",
    ],
    parent: [
      "Reminder for the gala planning call — the ceiling is twelve thousand pounds all in.",
      "Band quotes are in the shared folder.",
    ],
    conflicts: [],
    paraphrases: [["£12k", "twelve thousand pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 airport transfer pickup",
    branch: [
      "Transfer company confirmed: the minibus picks us up from arrivals at 14:30.",
      "The driver will hold a sign with the company name on it.",
    ],
    parent: [
      "So the transfer collects us at 2:30 pm — plenty of time to get through passport control.",
      "Has anyone got the hotel address handy?",
    ],
    conflicts: [],
    paraphrases: [["14:30", "2:30 pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 coastal hiking trail",
    branch: ["The guided coastal hike on day three is 14 km, with a picnic stop at the lighthouse."],
    parent: [
      "How fit do people need to be for the hike?",
      "It's fourteen kilometres, mostly flat, so anyone who walks regularly will be fine.",
    ],
    conflicts: [],
    paraphrases: [["14 km", "fourteen kilometres"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 trade show opening",
    branch: ["Stand build finishes the day before; the trade show opens Wednesday 18 September."],
    parent: [
      "Let's get the brochures delivered to the office early.",
      "Doors open to visitors on September 18th, and we want the banners up before then.",
    ],
    conflicts: [],
    paraphrases: [["Wednesday 18 September", "September 18th"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 hotel check-out time",
    branch: ["Front desk at the Meridian says check-out is 11am; they'll store bags after that for free."],
    parent: [
      "Check-out at the Meridian is 11:00, so let's leave the bags at reception and explore the old town.",
      "Train home isn't until six.",
    ],
    conflicts: [],
    paraphrases: [["11am", "11:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 folk festival volunteers",
    branch: ["For the folk weekend we need 60 volunteers across the two days, mostly stewarding."],
    parent: [
      "Volunteer sign-up sheet is live!",
      "We're looking for sixty people over the weekend — gates, car park, litter picking.",
    ],
    conflicts: [],
    paraphrases: [["60 volunteers", "sixty people"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 canal cruise length",
    branch: ["The canal cruise lasts 90 minutes and goes past the old warehouses and the lock."],
    parent: [
      "Lovely, an hour and a half on the water is about right for the grandparents.",
      "Is there a toilet on board?",
    ],
    conflicts: [],
    paraphrases: [["90 minutes", "an hour and a half"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 modern art museum entry",
    branch: ["Adult entry at the modern art museum is €18; under-12s go free."],
    parent: ["I'll buy the tickets online — 18 euros each for the adults, and the kids don't need one."],
    conflicts: [],
    paraphrases: [["€18", "18 euros"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 glamping bell tent",
    branch: ["The bell tent at Hollow Oak sleeps four, and it has a wood burner and fairy lights."],
    parent: [
      "Booked the Hollow Oak bell tent — it's for 4 people, so just our family.",
      "Bring extra blankets, the nights get chilly.",
    ],
    conflicts: [],
    paraphrases: [["sleeps four", "4 people"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 banquet hall floor area",
    branch: ["The banquet hall at Ashcombe House is 300 sq m, which fits round tables for about 200."],
    parent: [
      "Floor plan from Ashcombe just arrived: 300 square metres, so round tables for roughly two hundred guests.",
      "Where would the dance floor go?",
    ],
    conflicts: [],
    paraphrases: [
      ["300 sq m", "300 square metres"],
      ["about 200", "roughly two hundred"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 pasta cooking class",
    branch: ["The fresh pasta class is on the 3rd of November, I've booked two places."],
    parent: [
      "Cooking school emailed: see you Nov 3, aprons provided.",
      "Do we need to bring containers for leftovers?",
    ],
    conflicts: [],
    paraphrases: [["3rd of November", "Nov 3"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h28 theatre curtain time",
    branch: ["Curtain up for Hamlet is half past seven, so let's grab dinner nearby beforehand."],
    parent: ["The tickets say the performance starts at 19:30 and the bar opens an hour earlier."],
    conflicts: [],
    paraphrases: [["half past seven", "19:30"]],
    shapes: ["paraphrase"],
  },
  // --------------------------------------------------------- shared-words
  {
    name: "h28 two hotels double rooms",
    branch: [
      "Still comparing places for the sales conference.",
      "The Carlton's double rooms are £180 a night with breakfast.",
    ],
    parent: [
      "The Beaumont's double rooms are £150 a night with breakfast.",
      "Which one is closer to the conference centre?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h28 marquee limit vs rsvps",
    branch: ["The marquee's licensed limit is 250 guests; the fire officer was very clear on that."],
    parent: ["RSVP update: 212 guests confirmed so far, a handful still to reply."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h28 zoo ticket vs total",
    branch: ["Each zoo ticket is $32 when you book online."],
    parent: [
      "Done — the total for the five of us at the zoo comes to $160, paid on my card.",
      "Don't forget the packed lunches.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h28 jazz festival years",
    branch: ["Fun fact for the programme intro: the jazz festival started in 1987 on a single stage."],
    parent: [
      "And the jazz festival moved into the park in 2006, which is when it really took off.",
      "Could we get a photo from that year?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h28 charity ball target vs raised",
    branch: ["Our fundraising target for the charity ball was £20,000."],
    parent: [
      "Counted up last night: the charity ball raised £17,450, plus Gift Aid still to come.",
      "Thanks to everyone who ran the raffle.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h28 bao house branches",
    branch: ["The Leeds branch of Bao House opens at 11:30 on weekdays."],
    parent: ["The York branch of Bao House opens at 12:00 on weekdays, so we'll go there after the minster."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
