/**
 * Held-out long-history cases, blind set 7 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-6.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts, long-history-train.ts). It read only: the doc comment, the types and
 * the first case of ../long-history-cases.ts; in ../conversation.ts the script builder
 * (historyScript, to learn how chatter and the update are placed) with the long-history loop after
 * it and the `correct`/`states` checks (how an answer is scored against `value`/`now`); the doc
 * comment and first case of heldout/long-history-blind-6.ts (for the format); and in ../run.ts the
 * lines that import and register the blind sets and the two comments naming them. It never ran an
 * eval or put these questions to the engine. Held out: its misses are not to be read case by case,
 * and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - adopting a rescue dog (weekday): the day we collect her, Thursday, becomes Saturday (the
 *   sanctuary rang: her stitches need longer to heal);
 * - kitchen refit (supplier): who makes the worktops, Stonecraft, becomes Harlow Granite (the first
 *   firm went into administration);
 * - best man's speech (time span): the slot for the speeches, 20 minutes, becomes 35 (a text from the
 *   venue: the kitchen is running behind);
 * - food bank volunteering (code): the key safe's number, 3094, becomes 7265 (changed after a
 *   break-in, as the coordinator messaged the group);
 * - community archives conference (quantity with unit): the morning coffee, 15 litres, becomes 24
 *   (sign-ups shot up, "scratch what I said");
 * - starting a new job (amount of money): the home desk allowance, £400, becomes £650 ("turns out"
 *   it went up in January).
 *
 * Phrasing, counted with a scratch script (not committed; stop words and auxiliaries dropped, words
 * reduced by the Porter2 stemmer) over the 54 questions against their statements: 18 share no
 * content word, 18 share one, 18 share two or more. No update repeats the value it replaces, and
 * none shares a content word with its original statement or with its question. Most statements
 * carry a second, similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_7: LongHistoryCase[] = [
  {
    name: "adopting a rescue dog",
    early: [
      {
        say: "The dog we're adopting is a three-year-old lurcher the rescue calls Pepper, though her first owners apparently called her Dot.",
        ask: "What's the new dog called?",
        value: "Pepper",
      },
      {
        say: "She's coming from Hollybank Dog Sanctuary out near Clitheroe; we also looked at a shelter in Accrington.",
        ask: "Which place are we getting her from?",
        value: "Hollybank",
      },
      {
        say: "Her adoption fee is £275, which covers her jabs and microchip, and we gave a £20 donation on top.",
        ask: "How much did it cost to take her on?",
        value: "275",
      },
      {
        say: "Our vet will be Dr Amara Sesay at the Riverside practice; Dr Wendt is the other one there.",
        ask: "Which vet are we registered with?",
        value: "Sesay",
      },
      {
        say: "She has to stay on Burns salmon kibble for the first month because changing her food upsets her stomach; treats are fine.",
        ask: "What food does she have to stay on?",
        value: "Burns",
      },
    ],
    updated: {
      say: "We pick her up from the kennels on Thursday afternoon; the home check was done last Tuesday.",
      update:
        "The sanctuary just rang: her spay stitches need a couple more days to heal, so handover's been pushed to Saturday morning.",
      ask: "When are we bringing Pepper home?",
      value: "Thursday",
      now: "Saturday",
    },
    ancestor: [
      {
        say: "Our neighbour Gethin has offered to walk her at lunchtime when we're both in the office; his daughter Nia might help at weekends.",
        ask: "Who's going to walk her at lunchtime?",
        value: "Gethin",
      },
      {
        say: "The crate we ordered is the 36-inch one, and the bed for it is the grey one from Pets at Home.",
        ask: "How big is the cage we ordered?",
        value: "36",
      },
      {
        say: "Her insurance is with PetGuard on the lifetime plan, roughly £19 a month.",
        ask: "Who's she insured with?",
        value: "PetGuard",
      },
    ],
    chatter: [
      "I've moved the shoe rack so she can't chew the trainers.",
      "Do lurchers really sleep twenty hours a day?",
      "Zoe at work says her greyhound is scared of stairs.",
      "We bought two tennis balls and a rope toy that squeaks.",
      "The garden fence has a gap by the compost bin that needs fixing.",
      "My mum keeps sending me videos of puppies.",
      "I've read that rescue dogs need about three days to decompress.",
      "The cat next door is going to get a shock.",
      "We still can't agree on whether she's allowed on the sofa.",
      "Harvey down the road walks his spaniel at six every morning.",
      "I found an old dog bowl in the shed from when we had Rolo.",
      "Apparently sighthounds shouldn't be let off near roads.",
      "The hallway rug might have to go if she's not house-trained.",
      "I've started getting up at 6:30 to practise the routine.",
      "We watched a training video about recall last night.",
      "The kids have already painted a sign with her name for the kitchen door.",
    ],
  },
  {
    name: "kitchen refit",
    early: [
      {
        say: "The fitter doing our kitchen is Declan Murray, and his apprentice is a lad called Kai.",
        ask: "Who's putting the new units in?",
        value: "Declan",
      },
      {
        say: "The cabinets are going to be a sage colour called Reed Green, with brass handles; the Willow sample was too pale.",
        ask: "What shade did we pick for the cupboards?",
        value: "Reed Green",
      },
      {
        say: "The whole refit is quoted at £14,800, not counting the appliances, and we paid a £2,000 deposit.",
        ask: "What's the quote for the refit?",
        value: "14,800",
      },
      {
        say: "We're keeping the old dishwasher but getting a new Bosch induction hob and a Neff oven.",
        ask: "What make is the new hob?",
        value: "Bosch",
      },
      {
        say: "While the kitchen's out of action we'll be cooking on a camping stove in the utility room, probably for about three weeks.",
        ask: "Where are we going to do our cooking in the meantime?",
        value: "utility",
      },
    ],
    updated: {
      say: "The quartz worktops are being made by Stonecraft Surfaces in Wakefield, and the splashback tiles come from Topps.",
      update:
        "Bad news about the counters: that firm's gone into administration, so Harlow Granite are templating for us on Monday instead.",
      ask: "Who's making the worktops?",
      value: "Stonecraft",
      now: "Harlow Granite",
    },
    ancestor: [
      {
        say: "The electrician moving the sockets is Fen Okafor, and the plumber is Declan's brother-in-law.",
        ask: "Who's the sparky?",
        value: "Okafor",
      },
      {
        say: "The sink is a Belfast sink from Butler & Rose, with a plain chrome mixer tap.",
        ask: "What kind of sink are we having?",
        value: "Belfast",
      },
      {
        say: "The leftover floor tiles are going to my cousin Ravi, who's redoing his downstairs loo.",
        ask: "Who's having the leftover floor tiles?",
        value: "Ravi",
      },
    ],
    chatter: [
      "The kettle is living on the bathroom windowsill for now.",
      "I've washed up in the bath twice this week.",
      "Do you think open shelves just collect dust?",
      "We found a 1970s newspaper behind the old cabinets.",
      "My sister Hana swears by a boiling-water tap.",
      "The dust gets everywhere, even inside the wardrobe.",
      "We've had takeaway four nights running.",
      "I'm tempted by a pull-out bin but they're pricey.",
      "The radio has been stuck on the same station for a week.",
      "Our old fridge is going on Freecycle.",
      "I measured the window three times and got three different answers.",
      "Someone on a forum said to leave a week between plastering and painting.",
      "The dog next door barks every time the drill starts.",
      "We're eating cereal out of mugs at this point.",
      "I've got 43 photos of kitchens saved on my phone.",
      "Lights under the wall units would be nice if there's money left over.",
    ],
  },
  {
    name: "best man's speech",
    early: [
      {
        say: "I'm best man at my brother Owen's wedding, and it's at Hartwell Barn near Aylesbury; the evening do is in a marquee.",
        ask: "Where's the wedding?",
        value: "Hartwell Barn",
      },
      {
        say: "The ceremony is on 17 May, and the stag weekend is in Bristol three weeks earlier.",
        ask: "What's the date of the big day?",
        value: "17 May",
      },
      {
        say: "My opening joke is about Owen getting stuck in the Ikea car park in Wembley for three hours.",
        ask: "What's my opening joke about?",
        value: "Ikea",
      },
      {
        say: "Owen's old flatmate Tariq is doing a reading, and Femi's sister Bola is maid of honour.",
        ask: "Who's doing the reading?",
        value: "Tariq",
      },
      {
        say: "I'm going to finish the speech by raising a glass to absent friends, for Grandad.",
        ask: "How am I ending it?",
        value: "absent friends",
      },
    ],
    updated: {
      say: "The venue coordinator has given the speeches a 20-minute slot in total, just before dessert.",
      update: "Text from Marguerite at the barn: the kitchen's running behind, so you lot can have 35 mins for toasts.",
      ask: "How much time do the speeches get?",
      value: "20",
      now: "35",
    },
    ancestor: [
      {
        say: "My suit is being hired from Moss in Milton Keynes, and the fitting is on 26 April.",
        ask: "Where am I hiring my suit from?",
        value: "Moss",
      },
      {
        say: "Owen's nickname at school was Biscuit, which I'm definitely using; his rugby one was Moose.",
        ask: "What did they call the groom at school?",
        value: "Biscuit",
      },
      {
        say: "I've printed the speech in 18-point type so I can read it without my glasses.",
        ask: "What point size did I print the speech in?",
        value: "18",
      },
    ],
    chatter: [
      "I've rewritten the middle bit about four times now.",
      "Is it bad form to mention the ex at all?",
      "Mum wants me to say something nice about Auntie Jo's cake.",
      "I practised in front of the mirror and felt ridiculous.",
      "The wedding playlist apparently has 212 songs on it.",
      "Femi's family are flying in from Lagos the week before.",
      "Someone said the rule is three minutes for every page of notes.",
      "I've got a photo of Owen with a mullet from 1998 ready to go.",
      "My hands always shake when I speak in public.",
      "The groomsmen are wearing mustard ties.",
      "Should I learn a line in Yoruba for Femi's grandparents?",
      "We had a WhatsApp group called Owen's Last Stand until he found it.",
      "I'm not sure whether to use notes or just wing it.",
      "There are 96 guests at the meal and about 140 in the evening.",
      "Owen still hasn't told me what he's wearing on his feet.",
      "I bought a book of wedding jokes from a charity shop for 50p.",
    ],
  },
  {
    name: "food bank volunteering",
    early: [
      {
        say: "I've been put on the Wednesday evening shift at the Northgate food bank, sorting donations; Saturdays are for the delivery drivers.",
        ask: "Which night am I volunteering?",
        value: "Wednesday",
      },
      {
        say: "The volunteer coordinator is Hyacinth Bello; her deputy Sam covers when she's away.",
        ask: "Who's in charge of the rota?",
        value: "Hyacinth",
      },
      {
        say: "Each food parcel is meant to last a family three days, and we pack about 120 of them a week.",
        ask: "Roughly how many parcels go out each week?",
        value: "120",
      },
      {
        say: "Most of the donated stock comes from the Lidl on Canal Street, and Greggs drop off bread on Fridays.",
        ask: "Which shop gives us the most stuff?",
        value: "Lidl",
      },
      {
        say: "The warehouse is in the old Methodist hall on Pike Lane, and the overflow goes to a garage on Mill Road.",
        ask: "Where's the warehouse?",
        value: "Pike Lane",
      },
    ],
    updated: {
      say: "The key safe by the side door opens with 3094, and the alarm code is 1180.",
      update: "Hyacinth messaged the group: after the break-in, the lockbox combination is now 7265.",
      ask: "What number gets me into the keys?",
      value: "3094",
      now: "7265",
    },
    ancestor: [
      {
        say: "My shift partner is a retired postman called Len, who's been doing it since 2016.",
        ask: "Who am I working alongside?",
        value: "Len",
      },
      {
        say: "We log every parcel on the tablet using an app called Foodstock.",
        ask: "What's the app we record things in?",
        value: "Foodstock",
      },
      {
        say: "The delivery van is a white Transit with 'Northgate Cares' on the side.",
        ask: "What's written on the delivery van?",
        value: "Northgate Cares",
      },
    ],
    chatter: [
      "Tins of chickpeas seem to be the one thing we never run out of.",
      "A lady brought in forty jars of homemade chutney last week.",
      "My back aches after lifting the pasta crates.",
      "Do you think people prefer tinned or fresh veg?",
      "The heating in the hall only works on one side.",
      "Someone donated a box of Easter eggs from 2019.",
      "I had no idea how many people rely on it round here.",
      "There's a kid called Jayden who comes with his dad and helps stack shelves.",
      "We ran out of nappies again, size 4 especially.",
      "The tea urn takes about twenty minutes to boil.",
      "I should wear steel toe caps after what happened with the baked beans.",
      "Councillor Pryce visited and took a lot of photos.",
      "It's strange how quickly two hours goes when you're sorting.",
      "My friend Oona wants to come along and see what it's like.",
      "The toiletries shelf is always empty by Thursday.",
      "We sort everything by best-before date first.",
    ],
  },
  {
    name: "community archives conference",
    early: [
      {
        say: "The conference is at the Corn Exchange in Bedford, in the main hall, with breakouts in the Harpur Suite.",
        ask: "What's the venue?",
        value: "Corn Exchange",
      },
      {
        say: "Our keynote speaker is Professor Nadia Rahman from Leicester, and the closing talk is by Dr Huw Pritchard.",
        ask: "Who's giving the keynote?",
        value: "Rahman",
      },
      {
        say: "Tickets are £45, or £25 for students and volunteers.",
        ask: "What's the full price of a ticket?",
        value: "45",
      },
      {
        say: "Badges and lanyards are being printed by a firm called Inkwell, and the programmes by Dotmatrix.",
        ask: "Who's producing the badges and lanyards?",
        value: "Inkwell",
      },
      {
        say: "The hashtag for the day is #ArchivesAlive, and the wifi network is BedfordGuest.",
        ask: "What should people tag their posts with?",
        value: "ArchivesAlive",
      },
    ],
    updated: {
      say: "The caterers are bringing 15 litres of coffee for the morning break, plus 6 litres of tea.",
      update: "Scratch what I said about the brew: sign-ups shot up, so Bean There are sending 24L of dark roast.",
      ask: "How much coffee have we ordered for the morning?",
      value: "15",
      now: "24",
    },
    ancestor: [
      {
        say: "The AV tech on the day is Morten from Clearsound, and he wants slides as PDFs by the Wednesday before.",
        ask: "Who's running the sound and projector?",
        value: "Morten",
      },
      {
        say: "The panel after lunch is chaired by Gillian Achterberg, who used to run the county record office.",
        ask: "Who's chairing the afternoon panel?",
        value: "Achterberg",
      },
      {
        say: "The speakers' dinner is booked at Nonna's on the High Street for the night before; the overflow table is at the Swan.",
        ask: "Where are we taking the speakers to eat?",
        value: "Nonna",
      },
    ],
    chatter: [
      "I've had three emails today asking about parking.",
      "Is a 9:30 start too early for people coming from Cambridge?",
      "The printer jammed halfway through the sign-in sheets.",
      "We should have a quiet room for anyone who needs a rest from the crowds.",
      "Ruth from the county archive sent over some lovely old maps for a display.",
      "I need to buy about sixty pens.",
      "Someone asked if dogs are allowed in the hall.",
      "I keep dreaming the projector doesn't turn on.",
      "Last year's event had 85 people and ran out of chairs.",
      "The feedback form is going to be a QR code on each table.",
      "Do we need a photographer or will phones do?",
      "I've put together a spreadsheet with 14 tabs.",
      "The trains from Luton are on a replacement bus that weekend.",
      "Can I get away with wearing trainers all day?",
      "My colleague Deepak is doing the welcome desk.",
      "There's a cake shop opposite the venue that might do us a deal.",
    ],
  },
  {
    name: "starting a new job",
    early: [
      {
        say: "I start at Brightwater Logistics on 3 March as a planning analyst; the other offer was from Halden Freight.",
        ask: "What's the name of the company I'm joining?",
        value: "Brightwater",
      },
      {
        say: "My line manager is Ingrid Solberg, and my buddy for the first month is a guy called Marcus.",
        ask: "Who am I reporting to?",
        value: "Ingrid",
      },
      {
        say: "The office is on the fourth floor of Aldgate Tower, and I'm in on Tuesdays and Thursdays.",
        ask: "Which building am I working in?",
        value: "Aldgate Tower",
      },
      {
        say: "The induction day is run by Priya Nair in HR, and the IT setup session is with someone called Olu.",
        ask: "Who's running my induction?",
        value: "Priya",
      },
      {
        say: "They're giving me a ThinkPad, and the VPN app I have to install is called GlobalProtect.",
        ask: "What's the VPN app I need?",
        value: "GlobalProtect",
      },
    ],
    updated: {
      say: "New starters get a £400 allowance for a home desk setup, and I can claim £25 a month towards broadband.",
      update: "Turns out that kit budget went up in January: Priya says I can spend £650 on the chair and monitor.",
      ask: "How much can I put towards my home office gear?",
      value: "400",
      now: "650",
    },
    ancestor: [
      {
        say: "My commute is the train from Chelmsford into Liverpool Street, about 40 minutes door to door.",
        ask: "Which station do I set off from in the mornings?",
        value: "Chelmsford",
      },
      {
        say: "My desk number is B14, by the window; the hot desks are all in zone C.",
        ask: "What's my desk number?",
        value: "B14",
      },
      {
        say: "The team lunch on my first Friday is at a Vietnamese place called Pho Saigon; Carl's leaving drinks are at the Crown.",
        ask: "Where's the welcome lunch?",
        value: "Pho Saigon",
      },
    ],
    chatter: [
      "I've ironed five shirts and I'm still not sure what the dress code is.",
      "Do people actually use the office gym?",
      "My old boss Trevor sent me a really kind message.",
      "I need a new lanyard, mine's held together with tape.",
      "The trains were cancelled twice last week, which worries me.",
      "I've been reading about warehouse routing at the weekends.",
      "Should I bring my own mug on day one?",
      "My flatmate Ellie starts somewhere new the same week.",
      "I've got 37 unread emails from the recruiter's newsletter.",
      "Apparently there's free fruit on Mondays.",
      "I keep forgetting the difference between pallets and skids.",
      "It's been three years since my last first day anywhere.",
      "I bought a notebook that cost way too much.",
      "My mum asked if I get a company car, which I don't.",
      "I'm nervous about remembering everyone's names.",
      "There's a Pret downstairs, so that's most days sorted.",
    ],
  },
];
