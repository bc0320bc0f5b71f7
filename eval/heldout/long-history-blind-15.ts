/**
 * Held-out long-history cases, blind set 15 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-14.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts, long-history-train.ts). It read only: the types and the first case
 * of ../long-history-cases.ts (with the doc comment above them); ../conversation.ts, for the script
 * builder (historyScript, how chatter and the update are placed), which it read with the rest of
 * that file (the long-history loop and the `correct`/`states` checks), and `containsValue` in
 * ../../bench/kt.ts, which `states` calls; the doc comment and first case of
 * heldout/long-history-blind-14.ts (for the format and the doc-comment style); and in ../run.ts the
 * lines that import and register the blind sets and the two comments naming them. It never ran an
 * eval or put these questions to the engine. Held out: its misses are not to be read case by case,
 * and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - a summer street party on our road (time of day): the start of the road closure, 10:30, becomes
 *   8:45 (the council puts the barriers up earlier);
 * - Dad's cataract operation (room): the ward he reports to, Rowan Ward, becomes the Heron Unit
 *   (day surgery moves);
 * - volunteering at a food bank (count): the helpers wanted for the weekend sorting, 14, become 23
 *   (donations double after an appeal);
 * - an author evening at a bookshop (person's name): the host who puts the questions, Gwen, becomes
 *   Tobias (the first choice has laryngitis);
 * - renewing a florist's shop lease (percentage): the rent rise, 12%, becomes 8% (the agent settles
 *   after haggling);
 * - a child's piano grade exam (date): the exam, 19 March, becomes 2 April (the assessor is ill).
 *
 * Phrasing, counted with a scratch script (not committed; stop words and auxiliaries dropped, words
 * reduced by the Porter2 stemmer) over the 54 questions against their statements: 18 share no
 * content word, 18 share one, 18 share two or more. No update repeats the value it replaces, and
 * none shares a content word with its original statement or with its question. Every value occurs
 * in its own statement (or update) only, not in another statement, update, question or chatter line
 * of its conversation, and no new value contains the old one. A number that is a value is never
 * followed by a comma in its statement or update (`containsValue` would not find it there). Most
 * statements carry a second, similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_15: LongHistoryCase[] = [
  {
    name: "summer street party",
    early: [
      {
        say: "Mrs Okonkwo at number 9 is lending her trestle tables, and the Pattersons are bringing folding chairs.",
        ask: "Who's lending us the trestle tables?",
        value: "Okonkwo",
      },
      {
        say: "The council charged £38 for the closure permit, and the public liability insurance came to £60.",
        ask: "What did the council charge for the permit?",
        value: "38",
      },
      {
        say: "A ukulele group called the Plucky Eights will play in the afternoon, and a steel band from the school is on after them.",
        ask: "What are the ukulele players called?",
        value: "Plucky Eights",
      },
      {
        say: "The raffle's top prize is a hamper from Greenwoods deli, and the runner-up gets a cinema voucher.",
        ask: "What can the raffle winner take home?",
        value: "hamper",
      },
      {
        say: "We're storing everything in Gareth's garage, and the gazebo is staying in my shed.",
        ask: "Whose place is all the gear kept in until the day?",
        value: "Gareth",
      },
    ],
    updated: {
      say: "The road closure starts at 10:30 on the day and lasts until six in the evening.",
      update:
        "The council emailed: barriers will block off our end from 8:45 because the bin lorry comes through early.",
      ask: "From what time is our street shut to traffic?",
      value: "10:30",
      now: "8:45",
    },
    ancestor: [
      {
        say: "The face painter is a student called Dora, and her friend Kit is doing balloon animals.",
        ask: "Who's painting the children's faces?",
        value: "Dora",
      },
      {
        say: "The bouncy castle is coming from a firm in Tynemouth called Boing Hire, and the generator from Dad's mate.",
        ask: "Who are we hiring the inflatable from?",
        value: "Boing",
      },
      {
        say: "The bunting is 120 metres long in total, and there are forty little flags for the kids to wave.",
        ask: "How long is all the bunting?",
        value: "120",
      },
    ],
    chatter: [
      "I've been knocking on doors all week and my feet are killing me.",
      "Do you think people will actually bring food to share, or just turn up?",
      "Number 14 has a new baby, so we should keep the noise down near them.",
      "Mr Bellamy says he'll complain about parking whatever we do.",
      "The kids want a water fight, which I'm not sure about.",
      "I found some old bunting in the loft from 2012.",
      "Should we have a quiz for the grown-ups?",
      "Last time it rained at about four and everyone crammed into one house.",
      "My neighbour Priti is making samosas, about 60 of them.",
      "Someone suggested a dog show, but half the dogs on the road don't get along.",
      "I need to print the posters by Thursday.",
      "The forecast says 22 degrees, which would be perfect.",
      "Who on earth is going to clear up afterwards?",
      "I've got three extension leads and no idea if that's enough.",
      "The teenagers have offered to run a playlist, heaven help us.",
      "We might do a tug of war between the odd and even numbers.",
    ],
  },
  {
    name: "Dad's cataract operation",
    early: [
      {
        say: "Dad's surgeon is Mr Adeyemi, and the anaesthetist he'll see beforehand is Dr Lindqvist.",
        ask: "Who's doing the operation on Dad's eye?",
        value: "Adeyemi",
      },
      {
        say: "It's his left eye being done first; the right one will probably wait until spring.",
        ask: "Which eye is having surgery first?",
        value: "left",
      },
      {
        say: "The prescription drops are Maxitrol, and the lubricating ones from the chemist are Hylo.",
        ask: "What's the name of the prescribed eye drops?",
        value: "Maxitrol",
      },
      {
        say: "My cousin Tamsin is driving him there, since he isn't allowed behind the wheel for a week after.",
        ask: "Who's giving Dad a lift to the hospital?",
        value: "Tamsin",
      },
      {
        say: "The hospital car park charges £4.80 for up to three hours, and blue badge holders park free.",
        ask: "How much is parking for up to three hours?",
        value: "4.80",
      },
    ],
    updated: {
      say: "He has to report to Rowan Ward on the second floor, beside the main lifts.",
      update:
        "A letter came yesterday: they've moved day surgery, so now it's the Heron Unit, ground level near outpatients.",
      ask: "Where in the hospital should Dad go when he arrives?",
      value: "Rowan Ward",
      now: "Heron Unit",
    },
    ancestor: [
      {
        say: "His pre-op appointment is at the Fernlea Clinic, and the follow-up will be with his optician in town.",
        ask: "Where's the pre-op check?",
        value: "Fernlea",
      },
      {
        say: "His hospital number is RX40912 and his NHS number is on the card in his wallet.",
        ask: "What's Dad's patient reference?",
        value: "RX40912",
      },
      {
        say: "My brother Nico will stay with him the first two nights, and the neighbour Joan has a spare key.",
        ask: "Who's staying over with Dad the first couple of nights?",
        value: "Nico",
      },
    ],
    chatter: [
      "Dad keeps saying he doesn't need any fuss.",
      "He's worried he won't be able to do the crossword for a while.",
      "Mum's making a list of everything he's not allowed to do.",
      "I read that most people see better within a couple of days.",
      "He's already asked if he can watch the football the same evening.",
      "The waiting list was nearly 18 months before they got him in.",
      "His glasses will probably need changing afterwards.",
      "He drove into the hedge last winter, which is partly why we pushed for this.",
      "Grandad had the same thing done in 1998 and talks about it constantly.",
      "I've bought him an audiobook so he doesn't get bored.",
      "We need to bring a list of all his tablets.",
      "He's insisting on shaving himself the morning of it.",
      "My aunt Lorna rang twice today to ask how he's feeling.",
      "He can't bend down to tie his shoes for a bit, apparently.",
      "The cat will definitely try to sit on him while he naps.",
      "I might take the whole week off work to be around.",
    ],
  },
  {
    name: "food bank volunteering",
    early: [
      {
        say: "The food bank runs out of St Aidan's church hall, and the warehouse is an old garage on Mill Street.",
        ask: "Where's the food bank based?",
        value: "St Aidan",
      },
      {
        say: "The coordinator is a retired headteacher called Moira Falconer, and her deputy is Sunil.",
        ask: "Who runs the whole operation?",
        value: "Falconer",
      },
      {
        say: "Fresh bread comes from Baxter's bakery on Tuesdays, and the supermarket gives surplus veg on Fridays.",
        ask: "Which bakery donates the bread?",
        value: "Baxter",
      },
      {
        say: "Stock on the shelves is checked against a spreadsheet called Pantry Tracker, and the rota lives in a shared calendar.",
        ask: "What's the stock spreadsheet called?",
        value: "Pantry Tracker",
      },
      {
        say: "Last month we handed out 412 parcels, up from about three hundred in the spring.",
        ask: "How many bundles of food did we give away in the past four weeks?",
        value: "412",
      },
    ],
    updated: {
      say: "They need 14 volunteers on the Saturday sorting shift, which runs nine till one.",
      update:
        "Donations have doubled since the radio appeal, so Sunil now asks for 23 people for that end-of-week stint.",
      ask: "How many helpers are wanted for weekend sorting?",
      value: "14",
      now: "23",
    },
    ancestor: [
      {
        say: "I'm on the Wednesday evening stocktake with Priya, and Callum covers Thursdays.",
        ask: "Who's my stocktake partner?",
        value: "Priya",
      },
      {
        say: "The freezer holds about 90 kilos, and the big fridge was donated by the Co-op.",
        ask: "What's the freezer's capacity?",
        value: "90",
      },
      {
        say: "Our supermarket collection point is at the Tesco Extra on Harbour Road, and there's a smaller one at Aldi.",
        ask: "Which shop has the main donation trolley?",
        value: "Tesco",
      },
    ],
    chatter: [
      "It's been so busy since the energy bills went up.",
      "I carried about twenty boxes of tinned tomatoes today.",
      "Someone donated a whole crate of pickled onions, which nobody ever takes.",
      "The kids' school is doing a harvest collection next week.",
      "There's a man called Derek who turns up every week with a bag of pasta.",
      "We never have enough toiletries, especially sanitary products.",
      "I'm trying to get my office to do a collection at Christmas.",
      "The church heating broke again, so we worked in our coats.",
      "Tinned meat goes fastest, then cereal.",
      "My back is aching from all the lifting.",
      "A journalist from the local paper wants to do a piece on us.",
      "We've got 3 trolleys and one of them has a wonky wheel.",
      "Best before dates are a constant headache.",
      "I had a lovely chat with an old lady who used to volunteer in the 1980s.",
      "Baby formula is the thing people ask for most that we can't give out.",
      "Someone left 40 Easter eggs in the porch last year.",
    ],
  },
  {
    name: "bookshop author evening",
    early: [
      {
        say: "Our guest is the crime writer Rosalind Achterberg, and her editor might come along as well.",
        ask: "Which writer is coming to talk?",
        value: "Achterberg",
      },
      {
        say: "Tickets are £7.50 each, or £12 with a signed hardback.",
        ask: "How much is a plain ticket?",
        value: "7.50",
      },
      {
        say: "We've sold 64 tickets so far, and the room fits about eighty at a squeeze.",
        ask: "How many tickets have we sold so far?",
        value: "64",
      },
      {
        say: "The wine is coming from Ferraro's on the high street, and the juice from the cash and carry.",
        ask: "Who's supplying the wine?",
        value: "Ferraro",
      },
      {
        say: "The book's title is The Salt Orchard, and her previous one was Night Ferry.",
        ask: "What's the new novel called?",
        value: "Salt Orchard",
      },
    ],
    updated: {
      say: "Questions will be chaired by Gwen Pryce from the library, who did the poetry night last year.",
      update:
        "Change of plan: our first choice has laryngitis, so Tobias Quinn from the local radio station will lead the conversation instead.",
      ask: "Who's interviewing the guest on stage?",
      value: "Gwen",
      now: "Tobias",
    },
    ancestor: [
      {
        say: "The float for the till is £150 and card payments go through the little Square reader.",
        ask: "How much cash is in the till float?",
        value: "150",
      },
      {
        say: "We're borrowing 30 extra chairs from the Methodist church, and the lectern comes from the school.",
        ask: "Where are the extra chairs coming from?",
        value: "Methodist",
      },
      {
        say: "My colleague Anouk is doing the signing queue, and I'll be on the door.",
        ask: "Who's managing the line for signatures?",
        value: "Anouk",
      },
    ],
    chatter: [
      "I've rearranged the crime section twice this week.",
      "Do you think we should put out crisps as well as nibbles?",
      "The last event we did, the microphone kept cutting out.",
      "A customer asked if she could bring her reading group, all nine of them.",
      "I need to move the children's books to make space.",
      "Our cat, Brontë, will have to be shut upstairs.",
      "Half the reviews of the novel mention the ending, so I'm dreading spoilers.",
      "We had 200 people through the door on Saturday, which was a record.",
      "Should we do a discount on her backlist on the night?",
      "The heating in the back room is unreliable.",
      "I've ordered 48 copies; hopefully that's not too many.",
      "My partner says I'm getting too stressed about a two-hour event.",
      "The window display took me all of Sunday afternoon.",
      "Someone from the council arts team might come along.",
      "I hope nobody asks about the film rights.",
      "The toilets need a proper clean before the night.",
    ],
  },
  {
    name: "florist's lease renewal",
    early: [
      {
        say: "The landlord is a family firm called Harwood Estates, and their agent is a young chap named Rory.",
        ask: "Who owns the building?",
        value: "Harwood",
      },
      {
        say: "Our solicitor is Bernadette Cole at Pike & Lowry, and the landlord uses a firm in Leeds.",
        ask: "Which solicitor is acting for us?",
        value: "Bernadette",
      },
      {
        say: "The shop floor is 62 square metres, plus a back room used as the cold store.",
        ask: "How big is the sales floor?",
        value: "62",
      },
      {
        say: "The unit next door is a barber's called Sharp Ends, and the other side is empty.",
        ask: "What's the business beside us?",
        value: "Sharp Ends",
      },
      {
        say: "The rent is paid quarterly by standing order from our Metro Bank business account, and the rates go by direct debit.",
        ask: "Which bank account does the rent come out of?",
        value: "Metro",
      },
    ],
    updated: {
      say: "The landlord's opening offer is a 12% increase on the rent at renewal.",
      update: "After some haggling, Rory agreed they'd settle for 8% more, which feels manageable.",
      ask: "By how much is the rent going up?",
      value: "12%",
      now: "8%",
    },
    ancestor: [
      {
        say: "Our wholesaler is Van Dijk Flowers at the Birmingham market, and the ribbons and wrap come from a catalogue.",
        ask: "Where do we buy the flowers wholesale?",
        value: "Van Dijk",
      },
      {
        say: "The delivery van is leased until 2027 and the old one went for scrap.",
        ask: "Until what year have we got the delivery vehicle?",
        value: "2027",
      },
      {
        say: "Our Saturday girl Maddie runs the market stall, and my mum helps with weddings.",
        ask: "Who looks after our pitch at the weekend?",
        value: "Maddie",
      },
    ],
    chatter: [
      "Valentine's week nearly finished me off this year.",
      "The roses from Kenya were beautiful this morning.",
      "I'm thinking about doing workshops on Sunday afternoons.",
      "Business rates are a whole other nightmare.",
      "A bride wants peonies in October, which is going to be expensive.",
      "The fridge is making a funny noise again.",
      "My bookkeeper thinks we should raise prices a little.",
      "Footfall on the high street is down since the post office closed.",
      "I did 14 funeral tributes last month.",
      "The barber next door keeps his music very loud.",
      "I'd love a proper workbench in the back.",
      "Mother's Day orders open next week.",
      "We lost a whole bucket of tulips to the heatwave.",
      "Should I redo the website or just use Instagram?",
      "A man ordered 100 red roses for a proposal and then cancelled.",
      "My hands are wrecked from stripping thorns.",
    ],
  },
  {
    name: "piano grade exam",
    early: [
      {
        say: "Freya's doing Grade 5 piano, and her friend Ollie is taking Grade 3 the same term.",
        ask: "What level is Freya at?",
        value: "Grade 5",
      },
      {
        say: "Her teacher is Mrs Baptiste, who also runs the junior choir at church.",
        ask: "Who gives Freya her lessons?",
        value: "Baptiste",
      },
      {
        say: "Her three exam pieces are a Clementi sonatina, a Scott Joplin rag and a study by Kabalevsky.",
        ask: "Which composer wrote the ragtime piece?",
        value: "Joplin",
      },
      {
        say: "She practises on a Yamaha upright we bought second-hand, and Grandma's old Bechstein is at her house.",
        ask: "What make is our piano at home?",
        value: "Yamaha",
      },
      {
        say: "The exam fee was £58 and the theory paper she passed last year cost £45.",
        ask: "How much did the exam fee come to?",
        value: "58",
      },
    ],
    updated: {
      say: "Her exam is on 19 March at the Trinity Rooms, in the morning.",
      update: "The board wrote to say the assessor is ill, so her slot has moved to 2 April.",
      ask: "When does Freya play for the examiner?",
      value: "19 March",
      now: "2 April",
    },
    ancestor: [
      {
        say: "Her scales book is the blue one, and the sight-reading book is by Paul Harris.",
        ask: "Who wrote the sight-reading book?",
        value: "Harris",
      },
      {
        say: "She's meant to practise for 35 minutes every evening, and an hour at weekends.",
        ask: "How long should she practise on weekdays?",
        value: "35",
      },
      {
        say: "If she passes, she's been promised a trip to see Matilda in the West End, and her brother gets to choose the restaurant.",
        ask: "What's her reward if it goes well?",
        value: "Matilda",
      },
    ],
    chatter: [
      "Freya says her scales are fine, but they really aren't.",
      "The neighbours must be sick of hearing the same pieces.",
      "She cried after her last lesson because of the sight-reading.",
      "I never got past Grade 2 myself.",
      "The piano tuner is coming next Tuesday.",
      "Her little brother keeps banging on the keys while she practises.",
      "Should we get her a proper stool that adjusts?",
      "She wants to quit and take up drums, apparently.",
      "My mum used to play in a dance band in the 1970s.",
      "I've promised not to sit in the room while she plays.",
      "Her nails need cutting every few days or they click on the keys.",
      "She's got a school concert too, playing the recorder, of all things.",
      "I found an old metronome at a car boot sale for £3.",
      "Does anyone actually enjoy aural tests?",
      "She's learning a Coldplay song on the side for fun.",
      "The pedal squeaks and it's driving me mad.",
    ],
  },
];
