import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 20 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: GCSE maths tutor rate, nursery open day, Beanstalk café opening time, Thai cookery class
 *     size, school comms app version, bakery flour delivery, wedding caterer's head chef, Year 5
 *     science trip destination.
 *   close, few shared words: half-term holiday club meals (negation), nursery payment reference
 *     (identifier), Greek deli delivery day, baby massage course length.
 *   multi: graduation dinner booking, summer day camp, PTA bake sale, greengrocer produce order for a
 *     restaurant, Year 9 parents' evening, childminder contract.
 *   correction: class pizza party order, school photo day, Year 8 coach departure, café brunch rota.
 *   paraphrase: daycare pickup time, school fete raffle total, pastry course, birthday lunch
 *     reservation, teachers' conference catering budget, nursery baby room ratio, pizzeria oven,
 *     UCAS deadline, community soup kitchen, school library fines, new café seating, primary school
 *     lunch break.
 *   shared-words: two pupils' mock exam scores, two restaurant branches' capacity, reading fund target
 *     vs amount raised, canapé unit price vs total, cookery school enrolment in two years, preschool
 *     registered capacity vs current roll.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_20: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h20 gcse maths tutor rate",
    branch: [
      "Did you hear back from Priya about the maths tutoring for Leo?",
      "Yes! She's happy to do Thursdays after choir. Her rate for GCSE maths is £38 an hour, and she'll bring her own past papers.",
      "Perfect, Thursdays work for us.",
    ],
    parent: [
      "Quick update on the tutor situation.",
      "Priya quoted £42 per session for GCSE maths - each session is a full hour at our kitchen table.",
      "She also suggested a short diagnostic test first, just to see where the gaps are.",
    ],
    conflicts: [["£38 an hour", "£42 per session"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h20 little acorns open day",
    branch: [
      "Are we still thinking about Little Acorns for Maya?",
      "Definitely. Their open day is Saturday 14 June, you can just drop in and have a look around.",
      "I'll put it in the calendar.",
    ],
    parent: [
      "I rang Little Acorns this morning.",
      "The lady on reception said parents are welcome to visit on 21 June and meet the key workers.",
      "They also have a waiting list for the baby room, so we shouldn't leave it too long.",
    ],
    conflicts: [["Saturday 14 June", "21 June"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h20 beanstalk cafe opening time",
    branch: [
      "Where shall we meet before the school run?",
      "Beanstalk starts serving at 7:30 on weekdays, so we could grab a flat white first.",
      "Love that idea.",
    ],
    parent: [
      "Has anyone tried that new coffee place by the station?",
      "Beanstalk? Their sign says the doors open at 8:00 Monday to Friday.",
      "Good to know, I might pop in after drop-off.",
    ],
    conflicts: [["serving at 7:30", "open at 8:00"]],
    paraphrases: [["on weekdays", "Monday to Friday"]],
    shapes: ["close"],
  },
  {
    name: "h20 thai cookery class size",
    branch: [
      "I booked us onto the Thai cookery evening at Lemongrass Kitchen!",
      "It's hands-on and they keep it small: twelve people per class, so the chef can help everyone.",
      "Do we need to bring aprons?",
      "No, they supply everything.",
    ],
    parent: [
      "Lemongrass Kitchen emailed the joining details for the Thai evening.",
      "The workshop is capped at ten participants, and we'll be sharing a wok station with one other person.",
    ],
    conflicts: [["twelve people", "ten participants"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h20 classlink app version",
    branch: [
      "The homework tab in ClassLink keeps crashing on my phone.",
      "Ugh, mine too.",
      "The school said everyone must be on ClassLink 4.2.1, that's the release where the homework tab got fixed.",
    ],
    parent: [
      "Email from the school office this afternoon.",
      "Please update the app to version 4.3.0 - that update is the one that sorts out the homework page.",
      "Parents' evening bookings will open through the same app next week.",
    ],
    conflicts: [["ClassLink 4.2.1", "version 4.3.0"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h20 bakery flour delivery",
    branch: [
      "Stock check for the bakery is done.",
      "I've ordered 25 kg of strong white flour from Harlow Mills, arriving Friday.",
      "Do we need rye as well?",
      "Not this week.",
    ],
    parent: [
      "Harlow Mills confirmed Friday's drop: 40 kg of bread flour plus the usual yeast.",
      "Great, the sourdough orders are up again.",
    ],
    conflicts: [["25 kg", "40 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h20 okafor wedding head chef",
    branch: [
      "The caterers for the Okafor wedding sent over their team sheet.",
      "Marco Bellini will be heading up the buffet on the day.",
    ],
    parent: [
      "Who's in charge of the kitchen at Chidi and Ruth's reception?",
      "Their lead cook is Marcus Bell - he did the Harrisons' anniversary party last year too.",
      "Oh nice, that food was excellent.",
    ],
    conflicts: [["Marco Bellini", "Marcus Bell"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h20 year 5 science trip",
    branch: [
      "Permission slips for Year 5 went out today.",
      "The science trip is to the Eden Project - packed lunch needed, back by 4.",
    ],
    parent: [
      "Did the Year 5 letter say where they're going?",
      "Yes, the Natural History Museum, to go with their rocks and fossils topic.",
      "Lovely, Sam will be thrilled.",
    ],
    conflicts: [["Eden Project", "Natural History Museum"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------- close, few shared words
  {
    name: "h20 holiday club hot meals",
    branch: [
      "Booked Ella into Oakfield's half-term holiday club.",
      "Nice bonus: the canteen will serve hot dinners every day, which is one less thing to sort in the mornings.",
    ],
    parent: [
      "The info pack for Oakfield arrived.",
      "No cooked food during the half-term scheme - children must bring a packed lunch and a water bottle.",
      "Fine, I'll stock up on wraps.",
    ],
    conflicts: [["the canteen will serve hot dinners", "No cooked food"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h20 sunflower room payment reference",
    branch: [
      "How do I pay the nursery this month?",
      "Bank transfer, and quote SPR-40718 as the reference so it's matched to the Sunflower Room.",
    ],
    parent: [
      "Finance at the nursery sent our account details.",
      "Our family code is SPR-40781 - they said to put it on every transfer.",
      "Got it, thanks.",
    ],
    conflicts: [["SPR-40718", "SPR-40781"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h20 greek deli drop-off day",
    branch: [
      "Kalamata Foods drops off the olives and feta every Wednesday, so plan the mezze specials around that.",
      "Will do.",
    ],
    parent: [
      "Who supplies our cheese for the meze board these days?",
      "Kalamata - their van comes round on Thursdays, usually before seven.",
      "OK, I'll write up the board then.",
    ],
    conflicts: [["every Wednesday", "on Thursdays"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h20 baby massage course length",
    branch: ["Signed up for baby massage at the children's centre.", "It runs for six weeks, Monday mornings."],
    parent: [
      "That infant massage flyer is on the fridge.",
      "It's a 4-week block; bring a towel and a small bottle of oil.",
    ],
    conflicts: [["six weeks", "4-week block"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h20 graduation dinner booking",
    branch: [
      "Right, the graduation dinner is sorted!",
      "I've booked Olive & Vine for Friday 27 June at 7pm, a table for 14, and we're going with the set menu at £45 a head.",
      "Amazing, thank you for organising.",
    ],
    parent: [
      "Got the confirmation email from Olive & Vine.",
      "It says 27/06 at 19:00 for fourteen guests, set menu priced at £48 per person, deposit due a week before.",
      "Should we ask them about a cake?",
    ],
    conflicts: [["£45 a head", "£48 per person"]],
    paraphrases: [
      ["Friday 27 June", "27/06"],
      ["7pm", "19:00"],
      ["a table for 14", "fourteen guests"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h20 riverside summer camp",
    branch: [
      "Riverside summer camp is 4–8 August, 9am to 3pm each day, £150 for the week, and they take 30 kids max.",
      "Is lunch included?",
      "Snacks yes, lunch no.",
    ],
    parent: [
      "Looking at Riverside's camp: it runs August 4th to 8th, 9:00–15:00, costs £150 and is capped at 25 children, so we should book fast.",
    ],
    conflicts: [["30 kids max", "capped at 25 children"]],
    paraphrases: [
      ["4–8 August", "August 4th to 8th"],
      ["9am to 3pm", "9:00–15:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h20 pta bake sale",
    branch: [
      "PTA note: the bake sale is on Thursday 3 October in the main hall (straight after school, 3:15), and all cakes are 50p each.",
      "I can do flapjacks.",
      "Brilliant.",
    ],
    parent: [
      "Reminder for the class chat - bake sale 3 Oct in the main hall, starting at 3:30pm, everything 50p!",
      "Please label anything with nuts.",
    ],
    conflicts: [["3:15", "3:30pm"]],
    paraphrases: [["Thursday 3 October", "3 Oct"]],
    shapes: ["multi"],
  },
  {
    name: "h20 green basket produce order",
    branch: [
      "Green Basket will deliver on Monday: 12 crates of tomatoes, 8 sacks of potatoes and 2 kg of basil, invoice £310.",
      "Can they do courgettes too?",
      "Sold out till next week.",
    ],
    parent: [
      "Order placed with Green Basket for Monday - a dozen crates of tomatoes, eight sacks of potatoes, 2 kilos of basil; total £340 on account.",
    ],
    conflicts: [["invoice £310", "total £340"]],
    paraphrases: [
      ["12 crates", "a dozen crates"],
      ["8 sacks", "eight sacks"],
      ["2 kg of basil", "2 kilos of basil"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h20 year 9 parents evening",
    branch: [
      "Parents' evening for Year 9 is on Wednesday 12 March, appointments from 4pm to 7pm, 10 minutes each, in the library.",
      "I'll book Mr Adeyemi for science first.",
    ],
    parent: [
      "Year 9 parents' evening: 12/03, 16:00 to 19:00, five-minute slots, library. Bookings close Monday.",
      "Thanks, I'll sort the maths one.",
    ],
    conflicts: [["10 minutes each", "five-minute slots"]],
    paraphrases: [
      ["Wednesday 12 March", "12/03"],
      ["4pm to 7pm", "16:00 to 19:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h20 childminder contract",
    branch: [
      "Jo's childminding contract starts on 1 September: three days a week (Mon, Tue, Thu), £6.50 per hour, with a two-week notice period.",
      "Sounds fair to me.",
    ],
    parent: [
      "Signed Jo's contract tonight - starting 1st Sept, Mon/Tue/Thu, £6.50/hr, and one month's notice either side.",
      "She also asked if we could leave a spare car seat with her.",
    ],
    conflicts: [["two-week notice period", "one month's notice"]],
    paraphrases: [
      ["1 September", "1st Sept"],
      ["Mon, Tue, Thu", "Mon/Tue/Thu"],
      ["£6.50 per hour", "£6.50/hr"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction
  {
    name: "h20 class pizza party order",
    branch: [
      "I've ordered 6 large pizzas from Luigi's for the end-of-term class party.",
      "Sorry, I misread the sign-up sheet - there are 27 kids, so I changed it to 9 large pizzas. Luigi's confirmed.",
    ],
    parent: [
      "Luigi's has us down for 6 large pizzas for the party, delivered at noon.",
      "Who's bringing plates?",
      "I've got paper ones left from sports day.",
    ],
    conflicts: [["9 large pizzas", "6 large pizzas"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h20 school photo day",
    branch: [
      "School photos are on Tuesday 6 May, so no haircuts the week before!",
      "Update: the photographer moved it to Tuesday 13 May.",
    ],
    parent: [
      "Photo day is 6 May according to the newsletter.",
      "Siblings can be photographed together before registration.",
    ],
    conflicts: [["Tuesday 13 May", "6 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h20 year 8 coach departure",
    branch: [
      "Kids need to be at the school gate for the 8:15 coach to Warwick Castle.",
      "Do they need money for the gift shop?",
      "A tenner max, the letter said.",
    ],
    parent: [
      "The coach for the Year 8 Warwick trip leaves at 8:15.",
      "Actually the coach company changed the booking - it's leaving at 7:45 now, so drop-off is earlier.",
    ],
    conflicts: [["8:15 coach", "leaving at 7:45"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h20 cafe brunch rota",
    branch: [
      "Rota question: who's doing Saturday brunch this week?",
      "Nadia's on Saturday brunch, so I'll tell the kitchen to prep her shakshuka special.",
    ],
    parent: [
      "Nadia's covering the Saturday brunch shift this week.",
      "Correction: she swapped with Tom, so Tom is doing Saturday brunch and Nadia has the Sunday close.",
    ],
    conflicts: [["Nadia's on Saturday brunch", "Tom is doing Saturday brunch"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase
  {
    name: "h20 rainbow daycare pickup",
    branch: [
      "What time do I need to grab Finn from Rainbow Daycare on Fridays?",
      "5:30pm at the latest, they're strict about it.",
    ],
    parent: ["Rainbow's Friday closing is 17:30 sharp - late fees kick in after that.", "Noted."],
    conflicts: [],
    paraphrases: [["5:30pm", "17:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 summer fete raffle",
    branch: ["The summer fete raffle raised £1,250 in the end!", "That's brilliant, the hamper was a big draw."],
    parent: [
      "Final raffle figure from the treasurer: £1.25k, which covers the new playground markings.",
      "Fantastic news.",
    ],
    conflicts: [],
    paraphrases: [["£1,250", "£1.25k"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 pastry intensive",
    branch: [
      "The pastry intensive at Maison Farine runs for a fortnight in July.",
      "Do you stay on site?",
      "No, it's day classes only, 10 till 4.",
    ],
    parent: [
      "Maison Farine's pastry course is two weeks long, daytime only, from 10am to 4pm - croissants in week one, choux in week two.",
    ],
    conflicts: [],
    paraphrases: [
      ["a fortnight", "two weeks"],
      ["10 till 4", "10am to 4pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 birthday lunch reservation",
    branch: [
      "Mum's birthday lunch at The Brasserie is booked for Saturday 8 November, half past one.",
      "Do they do a kids' menu?",
      "Yes, and high chairs.",
    ],
    parent: [
      "Brasserie confirmation came through: 08/11, 13:30, party of six.",
      "I'll order the cake from the bakery next door.",
    ],
    conflicts: [],
    paraphrases: [
      ["Saturday 8 November", "08/11"],
      ["half past one", "13:30"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 teachers conference catering budget",
    branch: [
      "For the teachers' conference lunch we've got £2.5k to spend on catering.",
      "Can we stretch to hot food?",
      "Probably, if we skip the pastries at break.",
    ],
    parent: [
      "Finance signed off a catering budget of £2,500 for the conference day.",
      "The hot buffet quote is coming tomorrow.",
    ],
    conflicts: [],
    paraphrases: [["£2.5k", "£2,500"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 willow tree baby room ratio",
    branch: [
      "In the baby room at Willow Tree the ratio is one adult to three babies.",
      "That's the legal requirement, isn't it?",
    ],
    parent: [
      "Willow Tree's under-twos room runs at 1:3 staff to children, same as every nursery.",
      "Good, that's reassuring.",
    ],
    conflicts: [],
    paraphrases: [["one adult to three babies", "1:3"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 pizzeria wood oven",
    branch: [
      "For the Neapolitan bases we fire the oven to 450°C.",
      "And bake time?",
      "About 90 seconds, turn it once.",
    ],
    parent: [
      "Training note for new staff: the wood oven sits at 450 degrees Celsius for Neapolitan pizza, and each one bakes for a minute and a half.",
    ],
    conflicts: [],
    paraphrases: [
      ["450°C", "450 degrees Celsius"],
      ["90 seconds", "a minute and a half"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 ucas application deadline",
    branch: [
      "The UCAS deadline for most courses is 29 January this year.",
      "So personal statement drafts by Christmas?",
    ],
    parent: ["Sixth form reminder: applications must be in by Jan 29th. Drafts go to tutors before the holidays."],
    conflicts: [],
    paraphrases: [["29 January", "Jan 29th"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 community kitchen soup",
    branch: ["For Saturday's community kitchen we're making 20 litres of lentil soup.", "I'll bring the big pot."],
    parent: [
      "Plan for Saturday: 20 L of lentil soup and a few trays of bread rolls.",
      "Who's on washing up?",
      "Me and Dev.",
    ],
    conflicts: [],
    paraphrases: [["20 litres", "20 L"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 school library fines",
    branch: ["Overdue books at the school library cost 10p a day now.", "Kids keep forgetting them in their lockers."],
    parent: ["The librarian said late returns are charged at ten pence per day, capped at the price of the book."],
    conflicts: [],
    paraphrases: [["10p a day", "ten pence per day"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 high street cafe seating",
    branch: [
      "The new café on the high street will have forty covers inside and a couple of tables outside.",
      "Opening when?",
      "Not announced yet.",
    ],
    parent: ["The planning notice says the high street café is licensed for 40 seats indoors."],
    conflicts: [],
    paraphrases: [["forty covers", "40 seats"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h20 hillcrest lunch break",
    branch: [
      "At Hillcrest Primary, lunch for Key Stage 2 starts at half twelve.",
      "Is that when the new menu starts too?",
      "From next week, yes.",
    ],
    parent: ["Hillcrest timetable: KS2 lunch begins 12:30 and lasts 45 minutes."],
    conflicts: [],
    paraphrases: [["half twelve", "12:30"]],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------------- shared-words
  {
    name: "h20 chemistry mock scores",
    branch: ["Amira scored 72% on the chemistry mock.", "That's a big jump from last term."],
    parent: [
      "Ben scored 64% on the chemistry mock - we'll focus on moles next session.",
      "He's keen, just needs more practice.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h20 saffron house branch capacity",
    branch: ["The Leeds branch of Saffron House seats 60 diners.", "Is that with the terrace?", "No, inside only."],
    parent: ["The York branch of Saffron House seats 45 diners, inside only.", "Worth booking ahead on Fridays."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h20 reading fund target vs raised",
    branch: ["Our target for the library reading fund this year is £3,000.", "Ambitious but doable."],
    parent: [
      "So far the library reading fund has raised £2,150 from the sponsored read.",
      "Another push at the Christmas fair should help.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h20 gallery opening canapes",
    branch: [
      "The caterer charges £2.40 per canapé for the gallery opening.",
      "Do they include staff?",
      "Two servers, yes.",
    ],
    parent: ["The canapé total for the gallery opening comes to £480, for 200 pieces.", "Cheaper than I expected."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h20 cookery school enrolment by year",
    branch: ["In 2023 the cookery school enrolled 120 students on its evening courses."],
    parent: [
      "In 2024 the cookery school enrolled 150 students on its evening courses, mostly on the bread module.",
      "Good growth.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h20 puddleducks capacity vs roll",
    branch: [
      "Ofsted registration lets Puddleducks Preschool take up to 26 children per session.",
      "Do they do afternoons?",
      "Yes, both sessions.",
    ],
    parent: ["Puddleducks currently has 19 children per session on the register, so there's space for September."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
