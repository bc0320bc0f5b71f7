/**
 * Long-history cases (issue 36, "Long histories"), written for this check and not tuned to the
 * engine: everyday conversations in which the user states five facts in the first turns, one more
 * fact that is restated with a new value around the middle, and three facts in a parent before a
 * branch is made from it. Chatter (with its own names and numbers, which answer nothing asked) fills
 * the ~80 turns in between. A question is scored by its value; an updated fact also by not giving
 * the value it replaced.
 */

export type HistoryFact = { say: string; ask: string; value: string };
export type UpdatedFact = HistoryFact & { update: string; now: string };

export type LongHistoryCase = {
  name: string;
  early: HistoryFact[];
  updated: UpdatedFact;
  /** Stated in the parent before the branch point; asked in the branch. */
  ancestor: HistoryFact[];
  chatter: string[];
  /**
   * Questions about things the conversation never states (the same attribute of another thing, or
   * an attribute of a thing it names but never gives), asked in the parent after its facts: the
   * right reply says it does not know. Only the later sets have them.
   */
  absent?: string[];
};

export const LONG_HISTORY_CASES: LongHistoryCase[] = [
  {
    name: "moving flat",
    early: [
      {
        say: "We're moving into the new flat on 14 August.",
        ask: "When are we moving into the new flat?",
        value: "14 August",
      },
      {
        say: "The landlord is called Beatrice Oyelaran.",
        ask: "What is the landlord called?",
        value: "Beatrice Oyelaran",
      },
      { say: "The monthly rent comes to 1,340 euros.", ask: "How much is the monthly rent?", value: "1,340" },
      {
        say: "I booked the removal van with Kestrel Movers.",
        ask: "Who did I book the removal van with?",
        value: "Kestrel Movers",
      },
      {
        say: "The door code for the building is 4471B.",
        ask: "What's the door code for the building?",
        value: "4471B",
      },
    ],
    updated: {
      say: "The broadband engineer comes on 2 September.",
      update: "The broadband engineer called to reschedule: he comes on 9 September now.",
      ask: "When does the broadband engineer come?",
      value: "2 September",
      now: "9 September",
    },
    ancestor: [
      {
        say: "My sister Ilse will look after the cat while we move.",
        ask: "Who will look after the cat while we move?",
        value: "Ilse",
      },
      {
        say: "Our storage unit is number 212 at the harbour depot.",
        ask: "What number is our storage unit?",
        value: "212",
      },
      {
        say: "We agreed to sell the old sofa for 150 euros.",
        ask: "How much did we agree to sell the old sofa for?",
        value: "150",
      },
    ],
    chatter: [
      "I spent the whole evening wrapping glasses in newspaper.",
      "Do you think bubble wrap is worth the money?",
      "The kids are excited about having their own rooms.",
      "My back hurts from carrying boxes down three flights of stairs.",
      "We found a box of old photos from 2009 in the attic.",
      "The neighbours downstairs seem friendly enough.",
      "I still have to cancel the gym membership near the old place.",
      "Tom from work offered to lend us his trailer on Saturday.",
      "The plants will probably travel in the car with us.",
      "I keep forgetting which box has the kettle in it.",
      "We ordered pizza again because the kitchen is all packed up.",
      "Should we repaint the hallway before or after the furniture arrives?",
      "The old oven never worked properly anyway.",
      "It rained all afternoon and the cardboard got soggy.",
      "I labelled forty boxes today, only about twenty to go.",
      "The dog hates the sound of the tape gun.",
    ],
    absent: [
      "What is the code for the bike store?",
      "What deposit did we pay on the new flat?",
      "What time does the removal van arrive?",
    ],
  },
  {
    name: "research trip",
    early: [
      {
        say: "Our flight to Reykjavik leaves at 06:45 on Thursday.",
        ask: "What time does our flight to Reykjavik leave?",
        value: "06:45",
      },
      {
        say: "The field station manager is Halldor Sigurdsson.",
        ask: "Who is the field station manager?",
        value: "Halldor Sigurdsson",
      },
      {
        say: "We have a grant of 18,500 dollars for the fieldwork.",
        ask: "How big is our grant for the fieldwork?",
        value: "18,500",
      },
      {
        say: "The rental jeep's licence plate is KX-392.",
        ask: "What is the rental jeep's licence plate?",
        value: "KX-392",
      },
      {
        say: "The soil samples go to the lab in Akureyri.",
        ask: "Which lab do the soil samples go to?",
        value: "Akureyri",
      },
    ],
    updated: {
      say: "We are staying at the Hotel Borealis for the first week.",
      update: "Change of plan: for the first week we are staying at the Hotel Vatnajokull instead.",
      ask: "Where are we staying for the first week?",
      value: "Hotel Borealis",
      now: "Hotel Vatnajokull",
    },
    ancestor: [
      {
        say: "The drone batteries are packed in the blue Pelican case.",
        ask: "Which case are the drone batteries packed in?",
        value: "blue Pelican",
      },
      {
        say: "Professor Adaeze Nwosu will review the final report.",
        ask: "Who will review the final report?",
        value: "Adaeze Nwosu",
      },
      {
        say: "Each of us may check in 23 kilograms of luggage.",
        ask: "How much luggage may each of us check in?",
        value: "23",
      },
    ],
    chatter: [
      "I hope the weather holds up better than last year.",
      "Remember to bring the thermal gloves this time.",
      "The coffee at the department is terrible this week.",
      "Marcus sent a funny video of a puffin yesterday.",
      "I still need to finish reading the three papers from the reading group.",
      "My passport photo looks like a mugshot.",
      "Did you see the northern lights forecast?",
      "We should agree on a shared folder structure for the photos.",
      "The printer on the second floor jammed again.",
      "I've been practising a few words of Icelandic.",
      "Our old GPS unit from 2017 still works surprisingly well.",
      "Lunch was lentil soup, nothing special.",
      "I wonder if the hot springs near the station are open.",
      "The seminar ran over by forty minutes.",
      "Let's not forget the spare tripod.",
      "I charged all the headlamps last night.",
    ],
    absent: [
      "What is the registration of the boat we hired?",
      "Who runs the lab in Akureyri?",
      "What time does our return flight leave?",
    ],
  },
  {
    name: "wedding planning",
    early: [
      {
        say: "The wedding ceremony starts at 3 pm at Larchwood Chapel.",
        ask: "Where does the wedding ceremony start?",
        value: "Larchwood Chapel",
      },
      {
        say: "Our caterer is a company called Saffron & Sage.",
        ask: "Who is our caterer?",
        value: "Saffron & Sage",
      },
      { say: "We invited 86 guests in total.", ask: "How many guests did we invite in total?", value: "86" },
      {
        say: "The florist's name is Rosalind Achterberg.",
        ask: "What's the florist's name?",
        value: "Rosalind Achterberg",
      },
      {
        say: "The deposit for the hall was 2,200 pounds.",
        ask: "How much was the deposit for the hall?",
        value: "2,200",
      },
    ],
    updated: {
      say: "The first dance song is Moon River.",
      update: "We changed our minds about the first dance: the song is La Vie en Rose now.",
      ask: "What is the first dance song?",
      value: "Moon River",
      now: "La Vie en Rose",
    },
    ancestor: [
      {
        say: "My cousin Theo is the best man.",
        ask: "Who is the best man?",
        value: "Theo",
      },
      {
        say: "The rings are being engraved at Hollis Jewellers.",
        ask: "Where are the rings being engraved?",
        value: "Hollis Jewellers",
      },
      {
        say: "The honeymoon starts on 21 June in Crete.",
        ask: "When does the honeymoon start?",
        value: "21 June",
      },
    ],
    chatter: [
      "My mum keeps sending me pictures of hats.",
      "I tried on the shoes again and they still pinch.",
      "The seating plan is giving me a headache.",
      "Uncle Frank says he might bring his accordion.",
      "We tasted three kinds of cake and liked all of them.",
      "I need to write thank-you cards for the engagement gifts.",
      "The weather forecast for that weekend looks mixed.",
      "Jo suggested paper lanterns instead of candles.",
      "I slept badly, too much on my mind.",
      "We should decide on the table names soon.",
      "My friend Priya got married in 2019 and says it flew by.",
      "The photographer sent a sample album last week.",
      "I found a nice ribbon for the invitations.",
      "Let's keep the speeches short this time.",
      "The dog might wear a little bow tie.",
      "Someone asked if children are welcome, they are.",
    ],
    absent: [
      "What time does the reception start?",
      "What is the caterer's phone number?",
      "What is the photographer called?",
    ],
  },
  {
    name: "product release",
    early: [
      {
        say: "The release branch was cut from commit 7f3a9c2.",
        ask: "Which commit was the release branch cut from?",
        value: "7f3a9c2",
      },
      {
        say: "Nadia Petrov is the release manager for this cycle.",
        ask: "Who is the release manager for this cycle?",
        value: "Nadia Petrov",
      },
      {
        say: "The load test must hold 4,800 requests per second.",
        ask: "How many requests per second must the load test hold?",
        value: "4,800",
      },
      {
        say: "The staging database runs on host db-stg-03.",
        ask: "Which host does the staging database run on?",
        value: "db-stg-03",
      },
      {
        say: "The security review is tracked in ticket SEC-5521.",
        ask: "Which ticket tracks the security review?",
        value: "SEC-5521",
      },
    ],
    updated: {
      say: "The public launch is planned for 12 May.",
      update: "Heads up, the public launch slipped to 19 May.",
      ask: "When is the public launch?",
      value: "12 May",
      now: "19 May",
    },
    ancestor: [
      {
        say: "The feature flag for the new editor is called rich_editor_v2.",
        ask: "What is the feature flag for the new editor called?",
        value: "rich_editor_v2",
      },
      {
        say: "Marketing wants the changelog written by Leopold Asante.",
        ask: "Who should write the changelog?",
        value: "Leopold Asante",
      },
      {
        say: "The rollback window is 45 minutes.",
        ask: "How long is the rollback window?",
        value: "45 minutes",
      },
    ],
    chatter: [
      "The coffee machine on our floor is broken again.",
      "I reviewed a few pull requests this morning.",
      "The flaky test in the payments module failed twice today.",
      "Sam is out sick, hope he feels better soon.",
      "We should clean up the old dashboards at some point.",
      "The retro ran long, lots of opinions about stand-ups.",
      "I finally upgraded my laptop to the new OS.",
      "There were 37 unread messages in the team channel after lunch.",
      "The design team shared some nice icons.",
      "Our on-call week was quiet for once.",
      "I need to update my calendar for next sprint.",
      "The CI queue was slow around noon.",
      "Someone left a cake in the kitchen, it was gone in minutes.",
      "I wrote a small script to tidy the logs.",
      "The interns demoed their hackathon project.",
      "I'm thinking about rewriting the onboarding doc.",
    ],
    absent: [
      "Which host does the production database run on?",
      "Who is the QA lead for this cycle?",
      "Which ticket tracks the accessibility review?",
    ],
  },
  {
    name: "garden allotment",
    early: [
      {
        say: "Our allotment plot is number 37 on the east side.",
        ask: "What number is our allotment plot?",
        value: "37",
      },
      {
        say: "The allotment committee chair is Winifred Bassey.",
        ask: "Who chairs the allotment committee?",
        value: "Winifred Bassey",
      },
      { say: "The yearly fee is 64 pounds.", ask: "How much is the yearly fee?", value: "64" },
      {
        say: "The shed padlock combination is 5-1-8-2.",
        ask: "What is the shed padlock combination?",
        value: "5-1-8-2",
      },
      {
        say: "We bought the seed potatoes from Thornbury Nurseries.",
        ask: "Where did we buy the seed potatoes?",
        value: "Thornbury Nurseries",
      },
    ],
    updated: {
      say: "The compost delivery is due on Friday the 6th.",
      update: "The compost delivery moved from Friday the 6th to Monday the 9th.",
      ask: "When is the compost delivery due?",
      value: "Friday the 6th",
      now: "Monday the 9th",
    },
    ancestor: [
      {
        say: "The water butt holds 210 litres.",
        ask: "How much does the water butt hold?",
        value: "210",
      },
      {
        say: "Our neighbour on the plot, Gustavo, grows the best leeks.",
        ask: "Who grows the best leeks?",
        value: "Gustavo",
      },
      {
        say: "The annual show is on 30 August.",
        ask: "When is the annual show?",
        value: "30 August",
      },
    ],
    chatter: [
      "The slugs ate half the lettuce again.",
      "I love the smell of tomato leaves.",
      "It was too windy to do much today.",
      "A robin followed me around while I was digging.",
      "The rhubarb is coming up nicely.",
      "My knees are not happy after all that weeding.",
      "Someone left a wheelbarrow of manure by the gate.",
      "I read that marigolds keep aphids away.",
      "We had 3 courgettes ready at once, too many.",
      "The rain barrel overflowed during the storm.",
      "I should sharpen the spade before spring.",
      "The bees were busy on the lavender.",
      "There's a new family on the plot next to ours.",
      "The strawberries were small but sweet.",
      "I forgot my gloves and got nettle stings.",
      "The frost last week got the early beans.",
    ],
    absent: [
      "What is the combination of the gate padlock?",
      "Who is the committee treasurer?",
      "How much did the seed potatoes cost?",
    ],
  },
  {
    name: "school term",
    early: [
      {
        say: "Maya's new teacher is Mr Okonkwo.",
        ask: "Who is Maya's new teacher?",
        value: "Okonkwo",
      },
      {
        say: "The school bus picks her up at 7:50.",
        ask: "What time does the school bus pick her up?",
        value: "7:50",
      },
      {
        say: "The after-school club costs 95 euros a term.",
        ask: "How much does the after-school club cost?",
        value: "95",
      },
      {
        say: "Her locker number is 318.",
        ask: "What is her locker number?",
        value: "318",
      },
      {
        say: "The parents' evening is on 16 October.",
        ask: "When is the parents' evening?",
        value: "16 October",
      },
    ],
    updated: {
      say: "Her swimming lessons are on Wednesdays.",
      update: "Her swimming lessons are on Fridays now, the pool changed the timetable.",
      ask: "Which day are her swimming lessons?",
      value: "Wednesdays",
      now: "Fridays",
    },
    ancestor: [
      {
        say: "The school nurse is called Agnieszka Wróbel.",
        ask: "What is the school nurse called?",
        value: "Agnieszka Wróbel",
      },
      {
        say: "The class trip goes to the Natural History Museum.",
        ask: "Where does the class trip go?",
        value: "Natural History Museum",
      },
      {
        say: "Her reading book this term is The Iron Man.",
        ask: "What is her reading book this term?",
        value: "The Iron Man",
      },
    ],
    chatter: [
      "She came home covered in paint today.",
      "The lunchbox came back untouched again.",
      "I need to label all her jumpers.",
      "Her friend Lily came over to play after school.",
      "We practised spelling words at the kitchen table.",
      "She wants to learn the violin now.",
      "The weekend was busy with birthday parties.",
      "She lost another glove, the fourth this winter.",
      "I volunteered to help at the bake sale.",
      "She counted to 200 in the car this morning.",
      "The headteacher sent a newsletter about parking.",
      "We read two chapters before bed.",
      "Her shoes are already too small.",
      "The class guinea pig is staying with us for the holidays.",
      "She drew a picture of our house with a purple roof.",
      "I packed the wrong PE kit by mistake.",
    ],
    absent: ["What is her PE teacher called?", "What time does the after-school club finish?", "When is sports day?"],
  },
];
