import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 95 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: escape rooms, bowling alleys and family entertainment centres (escape room bookings, game
 * master rotas, padlock codes and room records, bowling lane bookings, leagues, handicaps and oil
 * patterns, pinsetter servicing, shoe hire, soft play and toddler sessions, birthday party packages and
 * party food, laser tag, arcade redemption prizes and claw machines, corporate team-building, booking
 * references and invoices, gift vouchers, opening hours, closing checklists).
 *
 * Styles: about half the messages are written the way FEC and alley staff write: booking diary lines,
 * rota lines, party sheets, front-desk shorthand (GM, FOH, pax, pd, bday, w/, incl, hcap, Weds, Fri,
 * quid), staff chat, emails with greetings and sign-offs, terse one-liners; the rest are plain
 * sentences.
 *
 * Topics by shape:
 * - multi: escape room booking; soft play party package email; family lane booking; corporate
 *   team-building; pinsetter service visit; toddler soft play session; Wednesday league; laser tag
 *   party; redemption prize order; Saturday game master rota agreeing; shoe hire agreeing.
 * - paraphrase: booking date and time; party price per child; lane count and length; headcount and
 *   date; engineer's visit date; session length; league day, time and games; laser games and length;
 *   prize quantity and price; rota hours and front of house; shoe price, sizes and league bowlers;
 *   party lane date; invoice amount; corrected party time; laser arena closed said twice; closing
 *   checklist reordered.
 * - close: escape room and group size; minimum children and soft play time; lane numbers and start
 *   time; rooms and deposit; lanes serviced; toddler price and grip socks; league fee; laser slot and
 *   party food; prize delivery day; final padlock code; room record time; party lane; invoice number;
 *   oil pattern; party date; game master; booking reference; party menu; league teams.
 * - negation: under-16s playing alone; alcohol in party rooms; laser arena closed said twice; gift
 *   vouchers for league fees.
 * - correction: oil pattern; party date; game master; booking reference.
 * - shared-words: two rooms' reset times; two bowlers called Dave; two sites' half-term opening times;
 *   two rooms' padlock codes; soft play entry and party price per child; two claw machines' asset tags.
 * - identifier: final padlock code; invoice number; booking reference; two rooms' padlock codes; two
 *   claw machines' asset tags.
 * - list: party menu; closing checklist reordered; Thursday league teams.
 */
export const HELDOUT_CONFLICT_CASES_95: HeldOutConflictCase[] = [
  {
    name: "escape room booking: date and time agree, room and group size differ",
    branch: ["Sat 8/3 19:30 – Hollis x6 – The Vault – pd £150 – bday"],
    parent: [
      "The Hollis group are booked into Pharaoh's Tomb for Saturday 8 March at 7.30pm, five players, paid in full for a birthday.",
    ],
    conflicts: [
      ["The Vault", "Pharaoh's Tomb"],
      ["x6", "five players"],
    ],
    paraphrases: [
      ["Sat 8/3", "Saturday 8 March"],
      ["19:30", "7.30pm"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "soft play party package email: price agrees, minimum children and soft play time differ",
    branch: [
      "Hi Leanne,",
      "Thanks for your enquiry! Our Jungle Party package is £14.50 per child with a minimum of 10 children, and includes 90 minutes in the soft play followed by food in the party room.",
      "Best wishes, Kerry – Funzone Party Team",
    ],
    parent: ["Jungle Party: £14.50/head, min 8 kids, 1hr soft play + 30 min party room w/ food"],
    conflicts: [
      ["minimum of 10 children", "min 8 kids"],
      ["90 minutes in the soft play", "1hr soft play"],
    ],
    paraphrases: [["£14.50 per child", "£14.50/head"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "family lane booking: lane count and length agree, lane numbers and start time differ",
    branch: ["Booked two lanes for the Patel family on Friday, lanes 3 and 4, starting at 6pm for an hour."],
    parent: ["FRI – Patel – 2 lanes (5 & 6) – 18:30 – 60 mins – bumpers on lane 6"],
    conflicts: [
      ["lanes 3 and 4", "(5 & 6)"],
      ["6pm", "18:30"],
    ],
    paraphrases: [
      ["two lanes", "2 lanes"],
      ["an hour", "60 mins"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "corporate team-building: headcount and date agree, rooms and deposit differ",
    branch: [
      "Corporate: Brightwell Insurance, Thurs 3 April, 24 pax split across 3 rooms (Vault, Tomb, Submarine), £150 deposit taken.",
    ],
    parent: [
      "Brightwell Insurance's team-building afternoon on Thursday 3 April is for twenty-four people across four rooms; they paid a £120 deposit.",
    ],
    conflicts: [
      ["3 rooms", "four rooms"],
      ["£150 deposit", "£120 deposit"],
    ],
    paraphrases: [
      ["24 pax", "twenty-four people"],
      ["Thurs 3 April", "Thursday 3 April"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "pinsetter service visit: date agrees, lanes serviced differ",
    branch: ["Pinsetter engineer booked Tue 11th Feb, doing lanes 9–12, lanes closed till 2pm."],
    parent: [
      "The pinsetter engineer is coming on Tuesday 11 February to service lanes 9 to 14; those lanes will be closed until 2pm.",
    ],
    conflicts: [["lanes 9–12", "lanes 9 to 14"]],
    paraphrases: [["Tue 11th Feb", "Tuesday 11 February"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "toddler soft play session: length agrees, price and grip socks differ",
    branch: ["Toddler time (under-4s) is 90 mins for £6.95, grip socks £2 extra."],
    parent: [
      "Under-4s toddler session: an hour and a half, £7.95 per child, and grip socks cost £2.50 if they haven't brought their own.",
    ],
    conflicts: [
      ["£6.95", "£7.95"],
      ["grip socks £2", "grip socks cost £2.50"],
    ],
    paraphrases: [["90 mins", "an hour and a half"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Wednesday league: day, time and games agree, fee per bowler differs",
    branch: ["Weds league starts back 7pm, £9 per bowler per night incl. 3 games."],
    parent: ["The Wednesday league restarts at 19:00; it's £8 per bowler each night, three games included."],
    conflicts: [["£9 per bowler", "£8 per bowler"]],
    paraphrases: [
      ["Weds", "Wednesday"],
      ["7pm", "19:00"],
      ["3 games", "three games"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "laser tag party: games agree, slot and food differ",
    branch: ["Laser party for Oscar (9), Sun 12:00 slot, 2 games of 20 mins then hot dogs and squash in party room 2."],
    parent: [
      "Oscar's laser tag party on Sunday is in the 12:30 slot: two 20-minute games, then chicken nuggets and squash in party room 2.",
    ],
    conflicts: [
      ["12:00 slot", "12:30 slot"],
      ["hot dogs", "chicken nuggets"],
    ],
    paraphrases: [["2 games of 20 mins", "two 20-minute games"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "redemption prize order: quantities and price agree, delivery day differs",
    branch: ["Redemption counter order: 1,000 sticky hands and 500 bouncy balls, £85 the lot, delivery Thursday."],
    parent: [
      "Prize order for the redemption counter – 1k sticky hands, 500 bouncy balls, 85 quid total – arriving Fri.",
    ],
    conflicts: [["delivery Thursday", "arriving Fri"]],
    paraphrases: [
      ["1,000 sticky hands", "1k sticky hands"],
      ["£85", "85 quid"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Saturday game master rota, everything agrees",
    branch: ["Sat rota: Jade GM Vault 10–4, Tom GM Tomb 12–8, Priya FOH all day."],
    parent: [
      "On Saturday Jade is game master on The Vault from 10am to 4pm, Tom runs the Tomb from midday to 8pm, and Priya is on front of house all day.",
    ],
    conflicts: [],
    paraphrases: [
      ["10–4", "10am to 4pm"],
      ["12–8", "midday to 8pm"],
      ["FOH", "front of house"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "shoe hire price, sizes and league bowlers, everything agrees",
    branch: [
      "Shoe hire is £1.50 a pair, we stock children's size 10 up to adult size 13, and league bowlers get them free.",
    ],
    parent: ["Shoes £1.50/pair – kids 10 to adult 13 – free for league"],
    conflicts: [],
    paraphrases: [
      ["£1.50 a pair", "£1.50/pair"],
      ["children's size 10 up to adult size 13", "kids 10 to adult 13"],
      ["league bowlers get them free", "free for league"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "final padlock code in The Vault, two digits swapped",
    branch: ["Vault final lock is 3847 – reset it after every game please"],
    parent: ["The combination on the last padlock in The Vault is 3874."],
    conflicts: [["3847", "3874"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "Tomb room record, seconds swapped",
    branch: ["New Tomb record tonight: 41 min 12 sec, team 'Mummy's Boys'."],
    parent: ["The record for Pharaoh's Tomb now stands at 41:21, set by Mummy's Boys."],
    conflicts: [["41 min 12 sec", "41:21"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "bowling party lane 16 against 18, date agrees",
    branch: ["hiya, Ellie's party Fri 21st is on lane 16, host is Sam x"],
    parent: ["Ellie's bowling party on Friday 21 March has lane 18, with Sam hosting."],
    conflicts: [["lane 16", "lane 18"]],
    paraphrases: [["Fri 21st", "Friday 21 March"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "school trip invoice number, amount agrees",
    branch: ["Invoice FEC-20417 sent to Harwood Primary for the Year 6 trip, £312.00."],
    parent: [
      "Dear Mrs Adeyemi,",
      "Please find attached our invoice FEC-20471 for Harwood Primary's Year 6 trip, for 312 pounds, payable within 30 days.",
      "Kind regards, Funzone Accounts",
    ],
    conflicts: [["FEC-20417", "FEC-20471"]],
    paraphrases: [["£312.00", "312 pounds"]],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "Tuesday league oil pattern corrected",
    branch: ["Lane machine is set to the 38 ft house pattern for the Tuesday league."],
    parent: [
      "Correction from Gary: Tuesday league bowls on the 42 ft sport pattern, not house – he's reprogrammed the lane machine.",
    ],
    conflicts: [["38 ft house pattern", "42 ft sport pattern"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "soft play party date corrected, time agrees",
    branch: ["Booked: Jacob's soft play party Sun 16th, 2pm, 12 kids."],
    parent: ["Sorry, my mistake – Jacob's party is Sunday 23rd, not the 16th. Still two o'clock, 12 kids."],
    conflicts: [["Sun 16th", "Sunday 23rd"]],
    paraphrases: [["2pm", "two o'clock"]],
    shapes: ["correction", "close", "paraphrase"],
  },
  {
    name: "hen party game master corrected",
    branch: ["Ryan is game master for the Submarine hen party on Saturday night."],
    parent: ["Update: Ryan's off sick, so Chloe is now game master for Saturday night's Submarine hen party."],
    conflicts: [["Ryan is game master", "Chloe is now game master"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "booking reference corrected, one character",
    branch: ["Booking ref for the Okafor group is ESC-7H3K – they'll quote it at the desk."],
    parent: ["Correction to the Okafor booking reference: it's ESC-7H8K, the 3 was a typo."],
    conflicts: [["ESC-7H3K", "ESC-7H8K"]],
    paraphrases: [],
    shapes: ["correction", "identifier", "close"],
  },
  {
    name: "under-16s in the escape rooms without an adult, yes or no",
    branch: ["14 and 15 year olds can play the escape rooms on their own if a parent signs the waiver."],
    parent: ["Under-16s must have an adult playing in the room with them – no exceptions, even with a signed waiver."],
    conflicts: [
      ["can play the escape rooms on their own", "Under-16s must have an adult playing in the room with them"],
    ],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "alcohol in the party rooms during kids' parties, yes or no",
    branch: ["The bar will serve alcohol to parents in the party rooms during kids' parties."],
    parent: ["No alcohol in the party rooms during kids' parties – licence condition, bar area only."],
    conflicts: [["will serve alcohol to parents in the party rooms", "No alcohol in the party rooms"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "laser arena closed on Monday, said twice",
    branch: ["Laser arena won't be open on Monday – the vests are away for repair."],
    parent: ["Mon: laser arena CLOSED (vests at repairer)"],
    conflicts: [],
    paraphrases: [["won't be open on Monday", "Mon: laser arena CLOSED"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "gift vouchers for league fees, can or can't",
    branch: ["Gift vouchers can be used to pay league fees."],
    parent: [
      "Reminder to front desk: gift vouchers can't be used for league fees, only open bowling, parties and escape rooms.",
    ],
    conflicts: [["Gift vouchers can be used to pay league fees", "gift vouchers can't be used for league fees"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "two rooms' reset times",
    branch: ["The Vault takes 15 minutes to reset between games."],
    parent: ["Pharaoh's Tomb needs a 25-minute reset between games because of the sand pit puzzle."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two bowlers called Dave, two handicaps",
    branch: ["Dave Price's league handicap is 42 this season."],
    parent: ["Dave Pearson is on a handicap of 38 in the Tuesday league."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two sites' half-term opening times",
    branch: ["Riverside site opens 10am weekdays in half term."],
    parent: ["Northgate opens at 9am on weekdays during half term."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two rooms' padlock codes",
    branch: ["Submarine hatch lock: 5120"],
    parent: ["The Tomb sarcophagus lock is 5210."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "soft play entry and party price, both per child",
    branch: ["Soft play entry is £7.95 per child at weekends."],
    parent: ["Weekend birthday parties are £14.50 per child with food."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two claw machines' asset tags",
    branch: ["Claw machine 12 (asset CM-0612) is out of order – coin mech jammed."],
    parent: ["Claw machine 21, asset CM-0621, was restocked with plushies this morning."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "party menu, one item different",
    branch: ["Party food options: pizza, hot dogs, chicken nuggets, fish fingers."],
    parent: ["The party menu choices are pizza, hot dogs, chicken nuggets and veggie burgers."],
    conflicts: [["fish fingers", "veggie burgers"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
  {
    name: "closing checklist, same jobs reordered",
    branch: ["Closing checklist: hoover lanes, empty arcade coin boxes, lock laser arena, set alarm."],
    parent: ["End of night jobs – lock laser arena, empty arcade coin boxes, hoover lanes, set alarm."],
    conflicts: [],
    paraphrases: [
      [
        "hoover lanes, empty arcade coin boxes, lock laser arena",
        "lock laser arena, empty arcade coin boxes, hoover lanes",
      ],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "Thursday league teams, one team different",
    branch: ["Thursday league teams: Pin Pals, Split Happens, Gutter Gang, Alley Cats."],
    parent: ["Teams in the Thursday league this season are Pin Pals, Split Happens, Lane Rangers and Alley Cats."],
    conflicts: [["Gutter Gang", "Lane Rangers"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
];
