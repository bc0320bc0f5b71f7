/**
 * Held-out long-history cases, blind set 11 (issue 36, "Long histories"). Written by a helper that
 * had read neither the engine code (nothing under lib/) nor the earlier blind sets' cases (beyond
 * the first case of -blind-10.ts) nor the other long-history case files (long-history-paraphrased.ts,
 * long-history-updates-dev.ts, long-history-train.ts). It read only: the types and the first case
 * of ../long-history-cases.ts (with the doc comment above them); ../conversation.ts, for the script
 * builder (historyScript, how chatter and the update are placed), which it read with the rest of
 * that file (the long-history loop and the `correct`/`states` checks); the doc comment and first
 * case of heldout/long-history-blind-10.ts (for the format and the doc-comment style); and in
 * ../run.ts the lines that import and register the blind sets and the two comments naming them. It
 * never ran an eval or put these questions to the engine. Held out: its misses are not to be read
 * case by case, and nothing is to be tuned on it.
 *
 * Six conversations (five early facts, one updated at the middle, three in the parent before the
 * branch, sixteen chatter lines each), the six updates of six kinds:
 * - an allotment plot (count): the raised beds, 9, become 11 (Dad built two extra timber planters);
 * - an office move at work (room): the team's new room, 4.12, becomes G07 (facilities changed
 *   their minds about where the team sits);
 * - a dentist's crown (date): the fitting, 3 March, becomes 8 April (the surgery phoned: the dentist
 *   is off sick that week);
 * - a cake stall at a farmers' market (percentage): the market's commission, 12.5%, becomes 9.5%
 *   (the Corn Exchange committee lowers what it skims off each stall);
 * - a choir's spring concert (time of day): the dress rehearsal, 6:30, becomes 7:15 (the church
 *   warden: the bell-ringers need the building first);
 * - a hen weekend (person's name): whoever shares my room, Harriet, becomes Saoirse (a swap on the
 *   sleeping plan, so that the twins can be next to each other).
 *
 * Phrasing, counted with a scratch script (not committed; stop words and auxiliaries dropped, words
 * reduced by the Porter2 stemmer) over the 54 questions against their statements: 18 share no
 * content word, 18 share one, 18 share two or more. No update repeats the value it replaces, and
 * none shares a content word with its original statement or with its question. Every value occurs
 * in its own statement (or update) only, not in another statement, update, question or chatter line
 * of its conversation, and no new value contains the old one. Most statements carry a second,
 * similar detail that is never asked.
 */

import type { LongHistoryCase } from "@/eval/long-history-cases";

export const LONG_HISTORY_BLIND_11: LongHistoryCase[] = [
  {
    name: "allotment plot",
    early: [
      {
        say: "Our allotment is plot 27B on the Hartfield Road site; the one next door with the greenhouse is 28A.",
        ask: "Which plot number did we get?",
        value: "27B",
      },
      {
        say: "The annual rent comes to £48 and the water charge is another £14 on top.",
        ask: "How much is the yearly fee for the allotment?",
        value: "48",
      },
      {
        say: "The site secretary is a retired teacher called Morwenna Pryce; her deputy is a man named Alan.",
        ask: "Who is the secretary?",
        value: "Morwenna",
      },
      {
        say: "The padlock code for the main gate is 5183 and the tool store uses 2260.",
        ask: "What's the code for the main gate padlock?",
        value: "5183",
      },
      {
        say: "We're growing Charlotte potatoes this year, because last year's Maris Pipers got blight.",
        ask: "Which variety of spuds did we plant?",
        value: "Charlotte",
      },
    ],
    updated: {
      say: "The plot has 9 raised beds, with a herb spiral by the shed.",
      update: "Dad knocked together two extra timber planters at the weekend, which takes us to 11 altogether.",
      ask: "How many raised beds are there?",
      value: "9",
      now: "11",
    },
    ancestor: [
      {
        say: "Our compost bins came from the council scheme for £15 each, and the water butt was £26.",
        ask: "What did each bin cost?",
        value: "15",
      },
      {
        say: "Mr Abernathy on the neighbouring plot lends us his rotavator, and his wife gives us rhubarb.",
        ask: "Who lets us borrow a tiller?",
        value: "Abernathy",
      },
      {
        say: "The allotment society's open day is on the second Sunday of September, and the produce show is the week after.",
        ask: "When is the open day?",
        value: "second Sunday",
      },
    ],
    chatter: [
      "The slugs had a feast on the lettuces again overnight.",
      "I read that beer traps work, but it feels like a waste of good beer.",
      "Our neighbour Stan swears by planting marigolds between everything.",
      "The runner beans are finally climbing the canes.",
      "It took me two hours to weed one corner last Sunday.",
      "Should we try sweetcorn, or does it need too much space?",
      "The pigeons stripped the purple sprouting broccoli bare.",
      "I found a rusty trowel buried by the path, probably decades old.",
      "My gardening gloves have holes in every finger now.",
      "There's a robin that follows me around whenever I dig.",
      "We ended up with far too many courgettes to give away.",
      "Jenny from the far end brought us a jar of her plum jam.",
      "There might be a hosepipe ban if this dry spell carries on.",
      "I'm thinking of building a little bench out of old pallets.",
      "The strawberries were tiny this year but very sweet.",
      "Half the onion sets rotted in the wet spring.",
    ],
  },
  {
    name: "office move",
    early: [
      {
        say: "The move is happening over the weekend of 18 October and IT reconnect everything on the Monday.",
        ask: "When does the relocation take place?",
        value: "18 October",
      },
      {
        say: "Our new building is Calder House on Brigg Street; the old one was Wharf Chambers.",
        ask: "What's the name of the new building?",
        value: "Calder House",
      },
      {
        say: "Facilities gave us 22 crates to pack our desks into, and the managers got 30.",
        ask: "How many boxes did facilities hand out to us?",
        value: "22",
      },
      {
        say: "The removal firm contact is Dariusz at Swiftshift, and their office line closes at five.",
        ask: "Who is our contact at the removal firm?",
        value: "Dariusz",
      },
      {
        say: "Lockers in the new place cost £7.50 a month, while bike storage is free.",
        ask: "How much does a locker set me back?",
        value: "7.50",
      },
    ],
    updated: {
      say: "Our team is moving into room 4.12 on the fourth floor, and finance gets 4.10 next door.",
      update:
        "Facilities changed their minds about where we sit: we're going into G07 instead, downstairs beside reception.",
      ask: "Which room is our team moving into?",
      value: "4.12",
      now: "G07",
    },
    ancestor: [
      {
        say: "The farewell drinks for the old office are at the Anchor on Thursday; the Crown was fully booked.",
        ask: "Which pub are we having the leaving do in?",
        value: "Anchor",
      },
      {
        say: "Our desk plan was drawn up by Imogen from HR, with some help from the intern.",
        ask: "Who drew up the seating plan?",
        value: "Imogen",
      },
      {
        say: "The new office's wifi password is heronlantern88 and the guest network changes weekly.",
        ask: "What do I type in to join the wireless?",
        value: "heronlantern88",
      },
    ],
    chatter: [
      "Half the team still has sticky notes from 2015 on their monitors.",
      "I found three staplers in my drawer and no idea whose they are.",
      "The coffee at the old place was dreadful, honestly.",
      "Gary keeps asking whether he can bring his cactus.",
      "Apparently the new canteen does a decent jacket potato.",
      "I shredded about a decade of old invoices yesterday.",
      "Do you think hot-desking will actually happen, or is it just talk?",
      "My commute will be ten minutes shorter, which is nice.",
      "The printer near us jammed twice this morning out of spite.",
      "Someone left a fish in the fridge before the bank holiday.",
      "I'm going to miss the view of the canal from my window.",
      "Lucy from accounts organised a sweepstake on who loses their keyboard first.",
      "Our manager wants everything labelled with coloured stickers.",
      "The lifts in the new place are meant to be very fast.",
      "I've got a plant on my desk that's survived three managers.",
      "We're finally getting rid of the broken swivel chair.",
    ],
  },
  {
    name: "dentist crown",
    early: [
      {
        say: "My dentist is Dr Halvorsen at the Millbrook practice; the hygienist there is Ruth.",
        ask: "Who's my dentist?",
        value: "Halvorsen",
      },
      {
        say: "The crown will cost £420 in total, and the temporary one was £60.",
        ask: "What's the total price of the crown?",
        value: "420",
      },
      {
        say: "I'm allergic to penicillin so they'll give me clindamycin if I need antibiotics.",
        ask: "Which antibiotic can I not take?",
        value: "penicillin",
      },
      {
        say: "The practice is on the second floor above the Boots on Fenwick Lane and there's a lift round the back.",
        ask: "Which street is the dental surgery on?",
        value: "Fenwick Lane",
      },
      {
        say: "The tooth being crowned is the lower left molar; the upper right one just needs watching.",
        ask: "Which tooth is getting the crown?",
        value: "lower left molar",
      },
    ],
    updated: {
      say: "The crown gets fitted on 3 March and the hygienist appointment is on 17 March.",
      update: "The surgery phoned: the dentist's off sick that week, so the cap now goes on 8 April.",
      ask: "When is the crown being fitted?",
      value: "3 March",
      now: "8 April",
    },
    ancestor: [
      {
        say: "My Denplan subscription is £18.40 a month, and it includes two check-ups a year.",
        ask: "What do I pay for my dental insurance?",
        value: "18.40",
      },
      {
        say: "Clodagh is giving me a lift home after the sedation, and Ben said he'd pick up my prescription.",
        ask: "Who's driving me back afterwards?",
        value: "Clodagh",
      },
      {
        say: "I'm using Sensodyne Repair toothpaste now, and the mouthwash is Corsodyl.",
        ask: "Which toothpaste did I switch to?",
        value: "Sensodyne",
      },
    ],
    chatter: [
      "I've been chewing on the right side for weeks now.",
      "The waiting room has a fish tank with one very old goldfish.",
      "My electric toothbrush died this morning halfway through.",
      "I always feel guilty about flossing when they ask.",
      "The radio in there was playing eighties hits the whole time.",
      "My gran had all her teeth out at forty, which terrifies me.",
      "Cold drinks make that whole side of my mouth ache.",
      "I'm living on soup and scrambled eggs for now.",
      "My colleague Jonah recommended a place in town, but it's private.",
      "I bit into a toffee at Christmas and that's how this all started.",
      "They gave me those dark glasses to wear under the lamp.",
      "I had to fill in a medical form that was four pages long.",
      "Ice cream is off the menu until this is sorted.",
      "I've booked the afternoon off work for each visit.",
      "The receptionist remembered my name, which was nice.",
      "My kids think it's hilarious that I'm scared of the drill.",
    ],
  },
  {
    name: "market cake stall",
    early: [
      {
        say: "My stall is pitch 38 in the Corn Exchange, next to the cheese man at 37.",
        ask: "What's my pitch number?",
        value: "38",
      },
      {
        say: "The market runs on the first and third Saturday of each month; the Christmas one is on a Sunday.",
        ask: "Which Saturdays is the market on?",
        value: "first and third",
      },
      {
        say: "My best seller is the lemon drizzle at £2.80 a slice; the brownies go for £2.",
        ask: "Which cake sells best?",
        value: "lemon drizzle",
      },
      {
        say: "The environmental health officer who inspected my kitchen is Mrs Achterberg and she gave me a 5 rating.",
        ask: "Who inspected my kitchen?",
        value: "Achterberg",
      },
      {
        say: "I bake on Friday nights with my friend Lowri while my nephew helps set up the gazebo.",
        ask: "Who helps me with the baking?",
        value: "Lowri",
      },
    ],
    updated: {
      say: "The market takes 12.5% of takings as commission, while the craft fair in the town hall takes 16%.",
      update:
        "Good news from the Corn Exchange committee: the percentage they skim off each stall drops to 9.5% next month.",
      ask: "What cut does the organiser keep from my sales?",
      value: "12.5",
      now: "9.5",
    },
    ancestor: [
      {
        say: "My food hygiene certificate runs out in November 2027 and the public liability insurance renews in June.",
        ask: "When do I need to redo my food safety qualification?",
        value: "November 2027",
      },
      {
        say: "I buy my cake boxes from a wholesaler called Packright in Leeds, two hundred at a time.",
        ask: "Where do I get my packaging?",
        value: "Packright",
      },
      {
        say: "The gazebo I use is a green one from Argos; the spare is blue.",
        ask: "What colour is the canopy I put up?",
        value: "green",
      },
    ],
    chatter: [
      "I was up at five icing cupcakes and still ran late.",
      "A lady bought six scones and asked if I do wedding cakes.",
      "The wind nearly took everything away last time.",
      "I'm experimenting with a vegan carrot cake recipe.",
      "The chap with the sourdough always sells out by ten.",
      "Cash is getting rarer; most people tap their cards now.",
      "I need more of those little paper bags for the cookies.",
      "My oven runs hot on one side, so everything gets turned halfway.",
      "A toddler sneezed right over the tray of flapjacks.",
      "I might start doing a gluten-free range next spring.",
      "Rain kept everyone away last week; I brought half the stock home.",
      "My neighbour Dilys tastes every new recipe for me.",
      "Labelling allergens takes me longer than the baking.",
      "The chutney stall opposite has a queue every single time.",
      "I'm thinking of getting a chalkboard sign with prices.",
      "Someone asked whether I'd sell online, which is tempting.",
    ],
  },
  {
    name: "choir concert",
    early: [
      {
        say: "Our spring concert is at St Aldhelm's Church; the summer one will be at the Guildhall.",
        ask: "Where is the spring concert?",
        value: "Aldhelm",
      },
      {
        say: "Tickets are £12 for adults and £6 for children.",
        ask: "How much is an adult ticket?",
        value: "12",
      },
      {
        say: "We're singing Fauré's Requiem in the first half and some Gershwin after the interval.",
        ask: "What's the big piece before the break?",
        value: "Requiem",
      },
      {
        say: "Our conductor is Gwen Marsden and the accompanist is a student called Rory.",
        ask: "Who conducts the choir?",
        value: "Marsden",
      },
      {
        say: "I'm in the alto section, standing in the second row next to Pauline.",
        ask: "Which part do I sing?",
        value: "alto",
      },
    ],
    updated: {
      say: "The dress rehearsal begins at 6:30 in the evening, and tea is served beforehand in the vestry.",
      update:
        "Word from the church warden: the last full practice before the big night has slipped to 7:15 because the bell-ringers need the building first.",
      ask: "What time does the dress rehearsal start?",
      value: "6:30",
      now: "7:15",
    },
    ancestor: [
      {
        say: "We rehearse every Tuesday in the Methodist hall on Quarry Street; the car park there is tiny.",
        ask: "Which hall do we practise in?",
        value: "Methodist",
      },
      {
        say: "Our black folders cost £9.50 each from the music shop, and the pencils are a pound a pack.",
        ask: "How much was a folder?",
        value: "9.50",
      },
      {
        say: "The choir's treasurer is Osagie and his wife keeps the register of who turns up.",
        ask: "Who handles the choir's money?",
        value: "Osagie",
      },
    ],
    chatter: [
      "My voice cracked on the top note again last week.",
      "We've got forty singers this term, mostly sopranos as usual.",
      "I practise in the car on the way to work, windows up.",
      "The tenors are always a beat behind in the fugue.",
      "Honey and lemon is my answer to everything before a performance.",
      "Our new member Idris can sight-read anything you put in front of him.",
      "I still can't pronounce half the Latin properly.",
      "The heating in old churches is famously unreliable.",
      "My mum has bought tickets for the whole street, it seems.",
      "We spent twenty minutes on two bars of the Sanctus.",
      "I've lost my pencil again, which is a crime in choir.",
      "Somebody's phone went off during the quiet bit last week.",
      "The piano needs tuning before the big day.",
      "I bought a new pair of black shoes that pinch terribly.",
      "There's cake in the interval, which is the real reason people come.",
      "My breathing exercises are finally starting to help.",
    ],
  },
  {
    name: "hen weekend",
    early: [
      {
        say: "The hen weekend is in a cottage near Tenby while the backup option was a lodge in Saundersfoot.",
        ask: "Where is the hen do?",
        value: "Tenby",
      },
      {
        say: "The bride is my old flatmate Catrin and her maid of honour is her sister.",
        ask: "Who is getting married?",
        value: "Catrin",
      },
      {
        say: "Each of us is paying £185 for the cottage, and the activities are extra.",
        ask: "How much is everyone paying for the cottage?",
        value: "185",
      },
      {
        say: "On the Saturday morning we're doing paddleboarding and then a cocktail class in the evening.",
        ask: "What's planned for the Saturday before lunch?",
        value: "paddleboarding",
      },
      {
        say: "The dress code for Saturday night is anything pink and Sunday brunch is pyjamas.",
        ask: "What's the dress code for Saturday night?",
        value: "pink",
      },
    ],
    updated: {
      say: "At the cottage I'm sharing a room with Harriet while the bride gets the attic to herself.",
      update:
        "Swap on the sleeping plan: Saoirse and I are bunking together now, as the twins wanted to be next to each other.",
      ask: "Who's my roommate for the weekend?",
      value: "Harriet",
      now: "Saoirse",
    },
    ancestor: [
      {
        say: "We're getting the 8:52 train from Cardiff on Friday; Megan is driving down separately.",
        ask: "What time is our train on Friday?",
        value: "8:52",
      },
      {
        say: "I've ordered the sashes from an Etsy shop called GlitterHen and the balloons from Party Pieces.",
        ask: "Where did I buy the sashes?",
        value: "GlitterHen",
      },
      {
        say: "The kitty for food and drink is being run by Bethan while Nia is doing the playlist.",
        ask: "Who's looking after the shared money?",
        value: "Bethan",
      },
    ],
    chatter: [
      "The group chat has two hundred unread messages every morning.",
      "Someone suggested matching T-shirts with embarrassing photos of the bride.",
      "I need to find a swimsuit that isn't from 2012.",
      "Rhian can't come on the first night because of work, so she'll join later.",
      "We're planning a quiz about how the couple met.",
      "I hope the weather holds; Wales in May is a gamble.",
      "My budget is already stretched with the wedding itself coming up.",
      "There's a hot tub at the place, apparently.",
      "I bought a giant inflatable flamingo, don't ask.",
      "The groom's lot are going go-karting the same weekend.",
      "Do you think L-plates are too tacky these days?",
      "I'm bringing a crate of prosecco from the cash and carry.",
      "Somebody needs to make sure nobody drives after the cocktails.",
      "My feet still hurt from the last hen do in Bristol.",
      "I'm making a scrapbook of the bride's school days.",
      "We've banned any mention of the ex.",
    ],
  },
];
