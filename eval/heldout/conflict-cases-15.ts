import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 15 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close (8): kitchen worktop quote (money), cousin's wedding (date), child's dentist check-up
 *     (clock time), grandmother's 80th headcount (count in words), smart thermostat firmware
 *     (version), spare-room paint (litres), babysitter (person's name), bank-holiday camping (place).
 *   close, few shared words (4): bin collection (negation), passport renewal reference (identifier),
 *     piano lessons (weekday), dog food order (kg).
 *   multi (6): Lisbon flights, boiler service, trampoline birthday party, allotment rent,
 *     Forest of Dean cabin, family panto tickets.
 *   correction (4): mum's cardiology appointment (branch), council tax instalments (branch),
 *     book club venue (parent), cycling club Sunday route (parent).
 *   paraphrase (12): Cornwall cottage arrival, emergency savings pot, dinner party time, Kinder Scout
 *     walk, salary after promotion, baby weigh-in, garden fence height, running group long run,
 *     mortgage fix, cat adoption fee, anniversary weekend, annual electricity estimate.
 *   shared-words (6): two children's pocket money, credit limit vs card balance, target vs current
 *     body weight, tile price per box vs total, two children's shoe sizes, Crete holidays in two years.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_15: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h15 kitchen worktop quote",
    branch: [
      "Did the worktop man ever send his figures through?",
      "Yes — for the oak worktops, cut and fitted, he wants £1,850 all in.",
      "Fine by me. Ask if he can start before half-term.",
    ],
    parent: [
      "Going over the kitchen budget tonight, it's grim.",
      "The carpenter's price for supplying and installing the oak counters came to £1,580, which is less than I feared.",
      "Let's keep the old sink though, it's in decent shape.",
    ],
    conflicts: [["£1,850 all in", "came to £1,580"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h15 cousin wedding date",
    branch: [
      "Priya's wedding invitation came this morning, it's gorgeous!",
      "The ceremony is on Saturday 14 June at Harrogate registry office, with the reception afterwards at the golf club.",
      "We should book a hotel before they all go.",
    ],
    parent: [
      "Auntie Meena rang about Priya.",
      "She and Tom are getting married on 21 June and she wants us to save the date.",
      "I'll need a new suit, the grey one is hopeless.",
    ],
    conflicts: [["Saturday 14 June", "on 21 June"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h15 child dentist check-up time",
    branch: [
      "Note to self: Ellie's dental check-up is Thursday at 3:40pm, so I need to pull her out of school early.",
      "Also buy floss, we're out.",
    ],
    parent: [
      "Can you take Ellie to the dentist this week?",
      "Sure, what time does the surgery want her?",
      "They texted — 4:10pm on Thursday, and could we come a few minutes early to update her forms.",
    ],
    conflicts: [["at 3:40pm", "4:10pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h15 nana eightieth headcount",
    branch: [
      "How many are we up to for Nana's eightieth?",
      "Final headcount is thirty-two, including the little ones.",
      "Brilliant, I'll let the caterer know tomorrow.",
    ],
    parent: [
      "The function room at the Red Lion is booked for Nana's big birthday lunch.",
      "We have twenty-eight people confirmed for the party, so ask for four long tables.",
      "Did anyone order the cake yet?",
    ],
    conflicts: [["thirty-two", "twenty-eight people"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h15 smart thermostat firmware",
    branch: [
      "The smart thermostat keeps forgetting its schedule overnight.",
      "Support said the fix is in firmware 3.2.1, so I installed it this afternoon and the unit is on that release now.",
      "Fingers crossed.",
    ],
    parent: [
      "Is the heating controller actually up to date?",
      "I checked in the app just now: the hallway unit reports software version 3.1.2.",
      "Right, so the schedule bug could still be there.",
    ],
    conflicts: [["firmware 3.2.1", "version 3.1.2"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h15 spare room paint quantity",
    branch: [
      "For the spare room we'll need 10 litres of the sage green to get two coats on.",
      "I'll pick up new rollers and a tray as well.",
    ],
    parent: [
      "Measured the spare bedroom walls — about 38 square metres.",
      "So 7.5 litres of that green emulsion will cover both coats, the man at the shop reckons.",
      "Skirting boards can stay white.",
    ],
    conflicts: [["10 litres", "7.5 litres"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h15 babysitter for gig night",
    branch: [
      "Who's watching the kids on Friday while we're at the gig?",
      "Hannah from number 12 said yes, she'll come round at six.",
    ],
    parent: [
      "Childcare for concert night is sorted: Megan, the neighbours' eldest, will sit for us.",
      "Do we pay her in cash or by bank transfer?",
      "Cash, she prefers it.",
    ],
    conflicts: [["Hannah", "Megan"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h15 bank holiday campsite",
    branch: [
      "Where are we pitching the tent over the bank holiday?",
      "I've reserved a pitch at Seathwaite Farm in Borrowdale for three nights.",
      "Perfect, the kids will love the stream.",
    ],
    parent: [
      "Campsite for late May is booked — we're staying at Great Langdale, the National Trust site.",
      "Need to dig the camping stove out of the loft.",
    ],
    conflicts: [["Seathwaite Farm", "Great Langdale"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------- close, few shared words (4)
  {
    name: "h15 bank holiday bin collection",
    branch: [
      "Do the bins still go out with the bank holiday on Monday?",
      "Council website says there's no collection on Monday this week.",
      "Typical, ours is already overflowing.",
    ],
    parent: [
      "Blue bins: the crews are working as normal on the holiday Monday, so ours go out Sunday night.",
      "Also, the garden waste sticker for this year arrived.",
    ],
    conflicts: [["no collection on Monday", "working as normal"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h15 passport renewal reference",
    branch: [
      "Got an email about Sam's new passport — his application number is PEX-4471-829B.",
      "Screenshot it, we'll need it if anything goes wrong.",
    ],
    parent: [
      "When you phone HMPO about the lad's renewal, quote reference PEX-4471-828B.",
      "They reckon it'll take about three weeks.",
    ],
    conflicts: [["PEX-4471-829B", "PEX-4471-828B"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h15 piano lesson day",
    branch: [
      "Mrs Okafor can fit Jonah in on Wednesdays after school for piano.",
      "Thirty minutes each time, starting next week.",
    ],
    parent: [
      "Jonah's new keyboard teacher has given him the Tuesday slot.",
      "He's so excited, he practised scales all evening.",
    ],
    conflicts: [["on Wednesdays", "the Tuesday slot"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h15 dog kibble order",
    branch: [
      "Ordered Biscuit's kibble — the big 15 kg sack this time, should last a couple of months.",
      "The price has gone up again, of course.",
    ],
    parent: [
      "Pet shop delivery arrives Thursday: one 12 kg bag of the salmon dry food for the dog.",
      "Can someone be home between 9 and 1?",
    ],
    conflicts: [["15 kg sack", "12 kg bag"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h15 lisbon flights",
    branch: [
      "Booked! We fly to Lisbon on Friday 9 May on the 07:15 out of Bristol, with one hold bag between us, £236 return for the two of us.",
      "Can you sort out the airport parking?",
    ],
    parent: [
      "Booking the parking now for the Lisbon trip — we go Friday 9th May, 7:15am departure from Bristol, two hold bags on the booking, £236 return all in.",
      "Also your mum says she'll feed the cat while we're away.",
    ],
    conflicts: [["one hold bag", "two hold bags"]],
    paraphrases: [
      ["Friday 9 May", "Friday 9th May"],
      ["07:15", "7:15am"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h15 boiler service booking",
    branch: [
      "The gas engineer is booked: Dave Pritchard is coming on Tuesday 3 March between 8 and 10 to service the boiler, £95 including the flue check.",
      "Will you be in? I've got the school run.",
    ],
    parent: [
      "Boiler service is on the 3rd of March in the morning slot (8-10) with Dave Pritchard, the same chap as last year, and it'll cost £110.",
      "I'll work from home that day so someone's in.",
    ],
    conflicts: [["£95", "cost £110"]],
    paraphrases: [
      ["Tuesday 3 March", "3rd of March"],
      ["between 8 and 10", "8-10"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h15 trampoline birthday party",
    branch: [
      "Zara's party is sorted: Jump Zone, Saturday the 22nd, 2pm to 4pm, fourteen kids at £12.50 a head.",
      "Should we do party bags or just cake?",
    ],
    parent: [
      "I rang Jump Zone to confirm Zara's party for the 22nd — two till four, 14 children, and they quoted £13.50 per child with the food included.",
      "Cake's on me, I'll do the dinosaur one again.",
    ],
    conflicts: [["£12.50 a head", "£13.50 per child"]],
    paraphrases: [
      ["2pm to 4pm", "two till four"],
      ["fourteen kids", "14 children"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h15 allotment plot renewal",
    branch: [
      "The allotment letter came: plot 17B, rent is £48 a year, renewal due on 1 October.",
      "The shed on it needs a new felt roof before winter.",
    ],
    parent: [
      "The allotment society emailed — our plot (17B) renews on 1 November at the same £48 annual rent.",
      "Any idea where the spare hose went?",
    ],
    conflicts: [["on 1 October", "on 1 November"]],
    paraphrases: [["£48 a year", "£48 annual rent"]],
    shapes: ["multi"],
  },
  {
    name: "h15 forest cabin weekend",
    branch: [
      "The cabin in the Forest of Dean is ours for three nights from Friday — check-in from 4pm, £420 total, and they've already taken a £100 deposit.",
      "Hot tub included, obviously.",
    ],
    parent: [
      "Cabin booking confirmation just landed: 3 nights, check-in 16:00, total £420, deposit taken £150, balance due on arrival.",
      "Bring the board games.",
    ],
    conflicts: [["£100 deposit", "deposit taken £150"]],
    paraphrases: [
      ["three nights", "3 nights"],
      ["from 4pm", "16:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h15 family panto tickets",
    branch: [
      "Panto tickets done — Sunday 28 December, the 2:30 matinee, six seats in row F at £22 each.",
      "The kids are going to lose their minds.",
    ],
    parent: [
      "For the panto on the 28th: matinee at half two, six tickets in row G, £22 apiece.",
      "Grandad will want the aisle seat.",
    ],
    conflicts: [["row F", "row G"]],
    paraphrases: [
      ["Sunday 28 December", "the 28th"],
      ["2:30 matinee", "matinee at half two"],
      ["£22 each", "£22 apiece"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction (4)
  {
    name: "h15 mum cardiology appointment moved",
    branch: [
      "Mum's cardiology appointment is on Wednesday 12 November at 10am at St James's.",
      "Update: the hospital just rang, they've moved it to Friday 14 November, same time.",
      "I'll drive her there.",
    ],
    parent: [
      "I've put Mum's heart clinic visit in the family calendar for Wednesday 12 November, 10am.",
      "Does she need to fast beforehand?",
    ],
    conflicts: [["Friday 14 November", "Wednesday 12 November"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h15 council tax instalment misread",
    branch: [
      "New council tax bill arrived. Monthly instalments from April are £148.",
      "Sorry, I misread it — that was last year's column. It's £184 a month from April.",
    ],
    parent: [
      "Setting up the standing order for the council tax: £148 a month from April, over ten instalments.",
      "Still band C, thankfully.",
    ],
    conflicts: [["£184 a month", "£148 a month"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h15 book club venue change",
    branch: [
      "Book club this month is in the back room of the Crown & Anchor, Thursday at 7:30.",
      "I haven't even started the novel and it's six hundred pages.",
    ],
    parent: [
      "Book club: Crown & Anchor, Thursday, half seven.",
      "Update from Jess — they've moved it to the community library upstairs because the pub has a quiz on.",
      "Good, quieter anyway.",
    ],
    conflicts: [["the Crown & Anchor", "the community library"]],
    paraphrases: [["at 7:30", "half seven"]],
    shapes: ["correction"],
  },
  {
    name: "h15 cycling club sunday route",
    branch: [
      "Sunday's club ride is the 50 km loop out to Ashby and back, leaving the café at 8.",
      "I'm bringing the new bottle cage to try out.",
    ],
    parent: [
      "Ride leader posted Sunday's route: 50 km, café start at 8am.",
      "Actually, scrap that — he's changed it to the 65 km hilly route since the forecast is dry.",
      "My legs are already complaining.",
    ],
    conflicts: [["50 km loop", "65 km hilly route"]],
    paraphrases: [["café at 8", "8am"]],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase (12)
  {
    name: "h15 cornwall cottage arrival",
    branch: ["The cottage in St Ives is confirmed from 14 August for a week.", "Do we need to bring our own towels?"],
    parent: [
      "Cornwall house details: arrival 14/08, keys from the lockbox after 3pm.",
      "Towels and bedding are provided, it says on the listing.",
    ],
    conflicts: [],
    paraphrases: [["14 August", "14/08"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 emergency savings pot",
    branch: ["We've finally got £2,500 in the rainy-day pot!", "Shall we keep the standing order going?"],
    parent: [
      "Two and a half thousand pounds put aside for emergencies — that's a proper milestone.",
      "Yes, keep it running until Christmas at least.",
    ],
    conflicts: [],
    paraphrases: [["£2,500", "Two and a half thousand pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 dinner party with the harrisons",
    branch: [
      "Tell the Harrisons dinner's at 7:30pm on Saturday — I'm doing lasagne.",
      "Do they eat pork? I was thinking of a starter.",
    ],
    parent: [
      "The Harrisons replied: they'll be with us for 19:30 on Saturday and they're bringing wine.",
      "Oscar's still vegetarian, by the way.",
    ],
    conflicts: [],
    paraphrases: [["7:30pm", "19:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 kinder scout walk distance",
    branch: [
      "Saturday's walk is the Kinder Scout circuit, twelve kilometres, roughly five hours with a lunch stop.",
      "Who's driving?",
    ],
    parent: [
      "Printed the map for the Kinder walk — it's 12 km with about 500 m of climbing.",
      "Waterproofs essential, the forecast looks grim.",
    ],
    conflicts: [],
    paraphrases: [["twelve kilometres", "12 km"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 salary after promotion",
    branch: ["HR just confirmed my new salary: £42k from January.", "Celebratory takeaway tonight?"],
    parent: [
      "So with the promotion you're on £42,000 a year now?",
      "Yep, from the first payslip in January. Pension contribution stays at 5%.",
    ],
    conflicts: [],
    paraphrases: [["£42k", "£42,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 baby weigh-in",
    branch: ["The health visitor weighed Isla today: 5.6 kg, right on her curve.", "She slept through most of it."],
    parent: [
      "How did the baby clinic go?",
      "Really well — she's 5.6 kilograms now and the nurse was happy with her feeding.",
    ],
    conflicts: [],
    paraphrases: [["5.6 kg", "5.6 kilograms"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 garden fence height",
    branch: [
      "The new fence panels along the back are 1.8 m high, same as next door's.",
      "Should we stain them this weekend?",
    ],
    parent: ["Fencing company invoice: six panels, 180 cm tall, on concrete posts.", "Paid it by card this morning."],
    conflicts: [],
    paraphrases: [["1.8 m", "180 cm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 running group long run start",
    branch: ["Long run tomorrow — meeting at the park gates at half six.", "Bring gels, it's a big one."],
    parent: [
      "Running group reminder: Sunday's 18-miler starts 6:30am from the park gates.",
      "Coffee at the kiosk afterwards.",
    ],
    conflicts: [],
    paraphrases: [["half six", "6:30am"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 mortgage two-year fix",
    branch: [
      "The broker came back: the two-year fix is 4.5% with a £999 product fee.",
      "Better than we expected, honestly.",
    ],
    parent: [
      "So we're locking in at 4.5 per cent for two years?",
      "And the arrangement fee is nine hundred and ninety-nine pounds, which we can add to the loan.",
    ],
    conflicts: [],
    paraphrases: [
      ["4.5%", "4.5 per cent"],
      ["£999", "nine hundred and ninety-nine pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 cat adoption fee",
    branch: [
      "The rescue centre says the adoption fee for Pepper is £75, which covers her jabs and chip.",
      "Shall we go and collect her on Saturday?",
    ],
    parent: [
      "Adopting the little tabby will cost seventy-five pounds — they'll microchip her first.",
      "I've already bought a litter tray.",
    ],
    conflicts: [],
    paraphrases: [["£75", "seventy-five pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 anniversary weekend in bath",
    branch: [
      "Booked our anniversary weekend in Bath for the 3rd of May — spa on the Saturday morning.",
      "Don't tell the kids, they'll want to come.",
    ],
    parent: [
      "Hotel confirmation for the anniversary: check-in 03/05, two nights, breakfast included.",
      "Your sister can have the kids.",
    ],
    conflicts: [],
    paraphrases: [["3rd of May", "03/05"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h15 annual electricity estimate",
    branch: ["The energy company says our annual electricity estimate is now £1.2k.", "Ouch."],
    parent: [
      "Electric for the year is projected at £1,200, so roughly £100 a month.",
      "Time to stop using the tumble dryer every day.",
    ],
    conflicts: [],
    paraphrases: [["£1.2k", "£1,200"]],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------------- shared-words (6)
  {
    name: "h15 two kids pocket money",
    branch: ["Maya's pocket money goes up to £5 a week from her birthday.", "She's saving for a scooter."],
    parent: ["Leo's pocket money is £8 a week now he's doing the paper round.", "Should they both have chores for it?"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h15 joint card limit vs balance",
    branch: ["The credit limit on the joint card is £3,000.", "Do we actually need that much?"],
    parent: [
      "The balance on the joint card is £1,240 after the holiday bookings.",
      "Let's clear it before the interest kicks in.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h15 target vs current weight",
    branch: ["My target weight for the wedding is 78 kg.", "No more biscuits at work."],
    parent: ["My weight this morning was 84 kg, still a way to go.", "The new running shoes are helping though."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h15 bathroom tiles per box vs total",
    branch: [
      "The grey metro tiles are £32 per box, and each box covers about a square metre.",
      "We need to choose the grout colour.",
    ],
    parent: [
      "The grey metro tiles came to £416 in total for the bathroom, adhesive included.",
      "Charcoal grout, I think.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h15 two kids school shoe sizes",
    branch: ["Tom's new school shoes are a size 4, the Clarks ones with velcro.", "They had to measure him twice."],
    parent: ["Ava's new school shoes are a size 2, the same Clarks style.", "Both pairs were in the September sale."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h15 crete holidays two years",
    branch: ["Crete in 2019 cost us £2,100 for the week, flights included.", "We should go back."],
    parent: [
      "Crete last summer (2023) came to £2,900 for the week with flights — prices have jumped.",
      "Maybe mainland Greece instead?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
