/**
 * Held-out long-history cases, blind set 16 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-15.ts, and the opening lines of its second case, glimpsed by accident)
 * nor the other long-history case files (long-history-paraphrased.ts, long-history-updates-dev.ts,
 * long-history-train.ts). It read only: the types and the first case of ../long-history-cases.ts
 * (with the doc comment above them); ../conversation.ts, for the script builder (historyScript, how
 * chatter and the update are placed), which it read with the rest of that file (the long-history
 * loop and the `correct`/`states` checks), and `containsValue` in ../../bench/kt.ts, which `states`
 * calls; the doc comment and first case of heldout/long-history-blind-15.ts (for the format and the
 * doc-comment style); and in ../run.ts the lines that import and register the blind sets and the two
 * comments naming them. It never ran an eval or put these questions to the engine. Held out: its
 * misses are not to be read case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - a storm-damaged roof (person's name): the insurer's loss adjuster, Achterberg, becomes Haldane
 *   (the first one is off sick);
 * - a colleague's retirement do (count): the places reserved at the pub, 26, become 34 (the night
 *   shift wants to come);
 * - a primary class's museum trip (time of day): the coach's departure, 8:15, becomes 7:50
 *   (roadworks on the bypass);
 * - a toddler's swimming lessons (street address): the pool on Cranbrook Road becomes the baths on
 *   Ashgrove Lane (the first site shuts for retiling);
 * - damp and mould in a rented flat (date): the damp specialist's visit, 11 June, becomes 23 July
 *   (he cannot make it sooner);
 * - a home baker's wedding-cake order (percentage): the deposit, 25%, becomes 40% (agreed with the
 *   couple).
 *
 * Phrasing, counted with a scratch script (not committed; stop words and auxiliaries dropped, words
 * reduced by the Porter2 stemmer) over the 54 questions against their statements: 18 share no
 * content word, 18 share one, 18 share two or more. No update repeats the value it replaces, and
 * none shares a content word with its original statement or with its question. Every value occurs
 * in its own statement (or update) only, not in another statement, update, question or chatter line
 * of its conversation, and no new value contains the old one. No value is followed by a comma in
 * its statement or update (`containsValue` would not find a number there). Most statements carry a
 * second, similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_16: LongHistoryCase[] = [
  {
    name: "storm-damaged roof",
    early: [
      {
        say: "The roofer we've gone with is Colm Tierney and his nephew is doing the guttering.",
        ask: "Who's doing the repair work up top?",
        value: "Tierney",
      },
      {
        say: "The scaffolding stays up for 21 days and the hire firm charges extra for every week after that.",
        ask: "How many days is the scaffolding up for?",
        value: "21",
      },
      {
        say: "We lost 35 slates in the gale, plus two ridge tiles that cracked.",
        ask: "How many slates did the gale take off?",
        value: "35",
      },
      {
        say: "The policy excess is £250 and the emergency tarpaulin cost us £90 on top.",
        ask: "What do we have to pay towards the claim ourselves?",
        value: "250",
      },
      {
        say: "The water came through into Maisie's bedroom ceiling and the landing carpet got a bit wet too.",
        ask: "Whose room did the rain leak into?",
        value: "Maisie",
      },
    ],
    updated: {
      say: "Brightshield are sending a loss adjuster called Desmond Achterberg on Friday to see the damage.",
      update: "The insurance people rang: Parveen Haldane will come out instead, as her colleague is off sick.",
      ask: "Who is assessing the storm claim for Brightshield?",
      value: "Achterberg",
      now: "Haldane",
    },
    ancestor: [
      {
        say: "Next door's builder Radu offered to lend us his long ladder, and his mate has a cherry picker.",
        ask: "Who said we could borrow a ladder?",
        value: "Radu",
      },
      {
        say: "The replacement slates are Penrhyn blue from Wales, and the lead flashing is code four.",
        ask: "What kind of slates are going back on?",
        value: "Penrhyn",
      },
      {
        say: "The roofer's quote came to £3,400 all in, with the new guttering priced separately.",
        ask: "What did the roofer quote for the whole job?",
        value: "3,400",
      },
    ],
    chatter: [
      "I didn't sleep at all that night, the wind was howling round the chimney.",
      "Half the fence panels on our street ended up in the road.",
      "The bucket in the loft needed emptying twice before breakfast.",
      "Gwilym across the road lost his whole greenhouse.",
      "Do you think we should get the chimney pointed while the scaffolding is up?",
      "The kids think the scaffolding is a climbing frame, which is terrifying.",
      "I spent an hour on hold to the insurers this morning.",
      "Apparently gusts reached 80 miles an hour on the coast.",
      "The loft insulation is soaked and smells like a wet dog.",
      "Should we take photos of everything before anyone touches it?",
      "My neighbour Bernadette says her roof survived the 1987 storm without a scratch.",
      "I've moved all the Christmas decorations out of the loft to dry.",
      "The bin lid blew off and I found it three gardens away.",
      "I'm wondering about solar tiles one day, but not now.",
      "There's a weird stain on the wallpaper upstairs that wasn't there before.",
      "The forecast says another storm might arrive next weekend.",
    ],
  },
  {
    name: "colleague's retirement do",
    early: [
      {
        say: "Brenda has worked in accounts for 31 years and she started as a temp on the switchboard.",
        ask: "How long has Brenda been with the company?",
        value: "31",
      },
      {
        say: "We're giving her a weekend at a spa in Harrogate and a framed photo of the whole team.",
        ask: "Where is the spa we're sending her to?",
        value: "Harrogate",
      },
      {
        say: "The collection envelope has £415 in it so far, plus a few IOUs from the warehouse lads.",
        ask: "How much money have people chipped in?",
        value: "415",
      },
      {
        say: "Her manager Lorcan is giving the speech and Yusuf from payroll will read out the messages.",
        ask: "Who is giving the speech for Brenda?",
        value: "Lorcan",
      },
      {
        say: "The cake is coming from Pettigrew's bakery and it's lemon drizzle with a tray of brownies on the side.",
        ask: "What sort of sponge are we having?",
        value: "lemon drizzle",
      },
    ],
    updated: {
      say: "I've reserved tables for 26 people at the Anchor and Crown for the Friday evening.",
      update: "More of the night shift want to join, so the landlord has set aside space for 34 of us.",
      ask: "How many seats do we have booked at the pub?",
      value: "26",
      now: "34",
    },
    ancestor: [
      {
        say: "Brenda's husband Godfrey is in on the surprise, and her daughter is flying back from Dubai.",
        ask: "What's Brenda's husband called?",
        value: "Godfrey",
      },
      {
        say: "The card has 58 signatures so far and there's a second one going round the Leeds office.",
        ask: "How many people have signed the card?",
        value: "58",
      },
      {
        say: "Anand from IT is putting together a slideshow of old photos, and Harriet is choosing the music.",
        ask: "Who is making the photo slideshow?",
        value: "Anand",
      },
    ],
    chatter: [
      "I can't believe she's been here longer than the building.",
      "Nobody knows what the new finance system will do without her.",
      "Do you think a karaoke machine is too much for a retirement do?",
      "Gordon in logistics keeps asking whether partners are invited.",
      "I found a photo of the 1998 Christmas party with everyone in terrible jumpers.",
      "She says she's going to take up bowls, which I can't picture at all.",
      "The printer jammed three times while I was doing the invitations.",
      "Should we keep it secret from her or just let her enjoy the build-up?",
      "Someone suggested a limerick competition, which could go badly.",
      "The last leaving do ended with Kenneth asleep on the bus.",
      "Her replacement starts on Monday and looks terrified already.",
      "I need to remember to get a receipt for everything this time.",
      "The balloons in the office are already going a bit saggy.",
      "Marjorie wants to do a speech too, but nobody's told her she can't.",
      "I think the whole floor is going to cry at some point.",
      "We should get a plant for her desk before she clears it out.",
    ],
  },
  {
    name: "class museum trip",
    early: [
      {
        say: "The trip is to the Eureka science museum and we're stopping at a park on the way back.",
        ask: "Which museum are we visiting?",
        value: "Eureka",
      },
      {
        say: "There are 29 children going and two of them carry an EpiPen.",
        ask: "How many pupils are coming on the outing?",
        value: "29",
      },
      {
        say: "Each child pays £12 towards the cost and the school fund covers the rest.",
        ask: "How much does each child pay?",
        value: "12",
      },
      {
        say: "Mrs Haverford is the teaching assistant coming with us and Sam's dad is the parent helper.",
        ask: "Which teaching assistant is joining us?",
        value: "Haverford",
      },
      {
        say: "The workshop we've booked is called Fizz and Pop and the one next door is all about magnets.",
        ask: "What's the name of the workshop?",
        value: "Fizz and Pop",
      },
    ],
    updated: {
      say: "The coach leaves the school gates at 8:15 and should get back around half three.",
      update: "Roadworks on the bypass mean the driver wants to depart at 7:50 instead.",
      ask: "What time are we setting off in the morning?",
      value: "8:15",
      now: "7:50",
    },
    ancestor: [
      {
        say: "The risk assessment has to be signed off by Mr Gallagher and the consent forms go to the office.",
        ask: "Who needs to sign off the risk assessment?",
        value: "Gallagher",
      },
      {
        say: "Packed lunches will be eaten in the Baxter Pavilion, and the wet-weather backup is the museum café.",
        ask: "Where do the children eat their sandwiches?",
        value: "Baxter",
      },
      {
        say: "The coach firm is Pennine Travel, and their backup minibus firm is Dalesway.",
        ask: "Which company is providing the coach?",
        value: "Pennine",
      },
    ],
    chatter: [
      "Half the class have never been to a museum before, which is lovely.",
      "I need to print name badges with the school phone number on.",
      "Kayden has already asked if there will be a gift shop four times.",
      "Do you think high-vis vests are overkill for Year Four?",
      "The weather looks dry, thank goodness.",
      "One parent asked if her son can bring a tablet for the coach.",
      "I'm dreading the head count at every door.",
      "Last year someone left a lunchbox on the coach and it was not pleasant by Monday.",
      "We're doing a follow-up lesson on volcanoes the week after.",
      "Priya in Year Six says the planetarium show is worth it.",
      "I still have to chase five consent slips.",
      "The sick bags are in my handbag, just in case.",
      "The kids are making worksheets to fill in while we walk round.",
      "Should we split them into groups of six or seven?",
      "I promised them a quiz on the way home with sweets as prizes.",
      "My feet already hurt thinking about all that walking.",
    ],
  },
  {
    name: "toddler swimming lessons",
    early: [
      {
        say: "Our instructor is called Siobhan and she used to swim for Ireland.",
        ask: "Who teaches the class?",
        value: "Siobhan",
      },
      {
        say: "The lessons cost £7.50 a session, paid termly, and the swim hats are extra.",
        ask: "What's the price per lesson?",
        value: "7.50",
      },
      {
        say: "Oscar's class is called Little Otters and the next level up is the Seahorses.",
        ask: "What's the name of Oscar's class?",
        value: "Little Otters",
      },
      {
        say: "The session starts at 9:20 on Saturdays, so we need to leave the house by ten past nine.",
        ask: "When on Saturdays does the session begin?",
        value: "9:20",
      },
      {
        say: "We bought him a float suit for his birthday, and Nana Pearl gave him goggles with a shark on.",
        ask: "What did Nana give Oscar?",
        value: "goggles",
      },
    ],
    updated: {
      say: "Lessons are at the leisure centre on Cranbrook Road and parking there is free for the first hour.",
      update: "They're shutting that site for retiling, so from next week we go to the baths at 14 Ashgrove Lane.",
      ask: "Which street is the pool on?",
      value: "Cranbrook Road",
      now: "Ashgrove Lane",
    },
    ancestor: [
      {
        say: "The changing room locker needs a 20p coin and the hairdryers take ten pence.",
        ask: "What does a locker at the pool cost?",
        value: "20p",
      },
      {
        say: "Oscar's nursery friend Ayaan is in the same group and his mum Leila gives us lifts.",
        ask: "Which nursery pal does Oscar see at swimming?",
        value: "Ayaan",
      },
      {
        say: "After lessons we usually go to Crumbs café and Oscar always wants a babyccino.",
        ask: "Where do we stop for a treat once he's done?",
        value: "Crumbs",
      },
    ],
    chatter: [
      "He screamed the whole first week and now he won't get out of the water.",
      "The changing rooms are always freezing in winter.",
      "I keep forgetting the swim nappies.",
      "Do you think he's ready to go without armbands yet?",
      "His cousin Florence is starting lessons in the autumn.",
      "Getting a wriggling toddler into a wet wetsuit is an Olympic sport.",
      "I'd like to learn front crawl properly myself one day.",
      "The showers only run for about thirty seconds at a time.",
      "He loves the song they sing at the end about the boat.",
      "There was a verruca warning on the noticeboard last week.",
      "My mum says we never had lessons, we just got thrown in.",
      "I need a bigger bag for all the towels.",
      "One of the dads always brings his own kickboard.",
      "Oscar now insists on wearing his swim hat in the bath.",
      "I read that babies can hold their breath by instinct.",
      "It takes longer to dry his hair than the whole lesson lasts.",
    ],
  },
  {
    name: "damp in the rented flat",
    early: [
      {
        say: "The letting agent handling it is Harmony Lets and our contact there is Jolene.",
        ask: "Which agency manages the flat?",
        value: "Harmony Lets",
      },
      {
        say: "The mould is worst on the north wall of the box room behind the wardrobe.",
        ask: "Where is the mould at its worst?",
        value: "box room",
      },
      {
        say: "Our dehumidifier pulls out about 600 ml of water a day and the bathroom fan barely works.",
        ask: "How much water does the dehumidifier collect daily?",
        value: "600",
      },
      {
        say: "The landlord lives in Portugal and his name is Mr Castellano.",
        ask: "What's the owner's surname?",
        value: "Castellano",
      },
      {
        say: "I reported it on the portal under reference DM-4478 and attached nine photos.",
        ask: "What reference number did I get for the complaint?",
        value: "DM-4478",
      },
    ],
    updated: {
      say: "A damp specialist is booked to survey the flat on 11 June and he'll take readings in every room.",
      update: "The agency phoned to say the man with the moisture meter can't make it until 23 July.",
      ask: "When is the specialist visiting?",
      value: "11 June",
      now: "23 July",
    },
    ancestor: [
      {
        say: "The council's environmental health officer is Ms Abernethy and she said the landlord has a fortnight to respond.",
        ask: "Who is the environmental health officer?",
        value: "Abernethy",
      },
      {
        say: "Last winter's heating bill was £312 for the quarter because we ran the radiators all the time.",
        ask: "What did keeping warm cost us over the cold months?",
        value: "312",
      },
      {
        say: "The anti-mould paint we picked is by Zinsser and the primer is a cheap supermarket one.",
        ask: "What brand is the special paint?",
        value: "Zinsser",
      },
    ],
    chatter: [
      "My coat smelled musty when I took it out of the cupboard this morning.",
      "We open the windows every day but it doesn't seem to help.",
      "Ffion upstairs has the same problem in her kitchen.",
      "I've started drying clothes at the launderette to cut down on moisture.",
      "Do you think it's affecting my asthma?",
      "The letting agent's website has been down all week.",
      "I threw away two pairs of shoes that had gone green.",
      "The shower sealant is black again already.",
      "A friend said bleach just makes it worse in the long run.",
      "The previous tenant must have painted over it before they left.",
      "Rent went up by forty pounds in March and nothing has been fixed.",
      "I'm keeping a diary of everything with dates and photos.",
      "The window frames are rotten at the bottom corners.",
      "Should we just move out when the tenancy ends?",
      "Rashid at work said his landlord fixed the same thing in a week.",
      "The condensation on the glass is dripping onto the sill every morning.",
    ],
  },
  {
    name: "home baker's wedding cake",
    early: [
      {
        say: "The bride is Imogen Reyes and her fiancé is a chef called Bertie.",
        ask: "Whose wedding is the cake for?",
        value: "Imogen",
      },
      {
        say: "It's three tiers and the bottom one is 10 inches across, the top only six.",
        ask: "How wide is the bottom tier?",
        value: "10",
      },
      {
        say: "The flavours are elderflower with raspberry for the base and chocolate orange on top.",
        ask: "Which flavour is the lowest tier?",
        value: "elderflower",
      },
      {
        say: "The wedding is at Holmwood Barn and the reception starts with a hog roast.",
        ask: "Where is the wedding being held?",
        value: "Holmwood Barn",
      },
      {
        say: "I'm charging £480 for the cake, and delivery and setting up are another £35.",
        ask: "How much am I charging for the cake itself?",
        value: "480",
      },
    ],
    updated: {
      say: "The deposit to secure the date is 25% of the total and the balance is due a fortnight before.",
      update: "After talking it over with the couple, I'm asking for 40% in advance instead.",
      ask: "What share of the price do they pay upfront?",
      value: "25%",
      now: "40%",
    },
    ancestor: [
      {
        say: "The sugar flowers are peonies and there'll be a few fresh ivy trails around the base.",
        ask: "What sugar flowers are going on it?",
        value: "peonies",
      },
      {
        say: "I'm borrowing a cake stand from my friend Marguerite and the knife comes from the venue.",
        ask: "Who's lending me the stand?",
        value: "Marguerite",
      },
      {
        say: "I need to drop it off by 1:30 pm and the speeches start at four.",
        ask: "What's my deadline for delivering it?",
        value: "1:30",
      },
    ],
    chatter: [
      "My kitchen has been covered in icing sugar for a week.",
      "I did a practice tier and the dog nearly got it.",
      "Do you think dowels or straws are better for stacking?",
      "The oven runs hot on the left side, which is a nightmare.",
      "My friend Saoirse did her own wedding cake and swore never again.",
      "I need a bigger fridge if I keep doing orders like this.",
      "The couple sent me about forty photos from Pinterest.",
      "Buttercream in summer is a gamble.",
      "I still haven't worked out how to get it into the car safely.",
      "My nephew wants to taste every offcut.",
      "I'm thinking of getting proper business cards printed.",
      "Fondant always cracks on me at the corners.",
      "The flour went up again at the cash and carry.",
      "Should I offer a cutting cake as well for bigger numbers?",
      "I watched a three-hour video about piping roses last night.",
      "I'm going to be a nervous wreck until it's on the table.",
    ],
  },
];
