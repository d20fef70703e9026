<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ActionsPanel</name>
    <message>
        <source>Awards (funded for 8, 14, 20 M€)</source>
        <translation>Recompensas (financiadas por 8, 14, 20 M€)</translation>
    </message>
    <message>
        <source>Card actions</source>
        <translation>Acciones de cartas</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonias</translation>
    </message>
    <message>
        <source>Discard any number of cards from your hand for 1 M€ each.</source>
        <translation>Descarta las cartas que quieras de tu mano por 1 M€ cada una.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>End your turn after one action (Ctrl+E).</source>
        <translation>Termina tu turno tras una acción (Ctrl+E).</translation>
    </message>
    <message>
        <source>Heat → temperature</source>
        <translation>Calor → temperatura</translation>
    </message>
    <message>
        <source>Increase your energy production 1 step.</source>
        <translation>Aumenta tu producción de energía 1 nivel.</translation>
    </message>
    <message>
        <source>Milestones (8 M€, 5 VP)</source>
        <translation>Hitos (8 M€, 5 VP)</translation>
    </message>
    <message>
        <source>No card with an action in play.</source>
        <translation>Ninguna carta con acción en juego.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Pass: take no more actions this generation (Ctrl+P).</source>
        <translation>Pasar: no hacer más acciones en esta generación (Ctrl+P).</translation>
    </message>
    <message>
        <source>Place a city tile and increase your M€ production 1 step.</source>
        <translation>Coloca una loseta de ciudad y aumenta tu producción de M€ 1 nivel.</translation>
    </message>
    <message>
        <source>Place a colony on a colony tile, with its placement bonus.</source>
        <translation>Construye una colonia en una loseta de colonia, con su bonificación de colocación.</translation>
    </message>
    <message>
        <source>Place a greenery tile (raises oxygen).</source>
        <translation>Coloca una loseta de vegetación (aumenta el oxígeno).</translation>
    </message>
    <message>
        <source>Place an ocean tile.</source>
        <translation>Coloca una loseta de océano.</translation>
    </message>
    <message>
        <source>Plants → greenery</source>
        <translation>Plantas → vegetación</translation>
    </message>
    <message>
        <source>Plants → greenery (%1)</source>
        <translation>Plantas → vegetación (%1)</translation>
    </message>
    <message>
        <source>Raise Venus 1 step.</source>
        <translation>Aumenta Venus 1 nivel.</translation>
    </message>
    <message>
        <source>Raise the temperature 1 step.</source>
        <translation>Aumenta la temperatura 1 nivel.</translation>
    </message>
    <message>
        <source>Send a trade fleet to a colony tile for %1 M€, %2 energy or %3 titanium (Ctrl+T).</source>
        <translation>Envía una flota comercial a una loseta de colonia por %1 M€, %2 de energía o %3 de titanio (Ctrl+T).</translation>
    </message>
    <message>
        <source>Spend %1 plants to place a greenery tile (Ctrl+G).</source>
        <translation>Gasta %1 plantas para colocar una loseta de vegetación (Ctrl+G).</translation>
    </message>
    <message>
        <source>Spend 8 heat to raise the temperature 1 step (Ctrl+H).</source>
        <translation>Gasta 8 de calor para aumentar la temperatura 1 nivel (Ctrl+H).</translation>
    </message>
    <message>
        <source>Standard projects</source>
        <translation>Proyectos estándar</translation>
    </message>
    <message>
        <source>Trade with a colony…</source>
        <translation>Comerciar con una colonia…</translation>
    </message>
</context>
<context>
    <name>AutoMars</name>
    <message>
        <source>Advance Another Counter, on the {track}</source>
        <translation>Avanzar otro contador, en la {track}</translation>
    </message>
    <message>
        <source>Advance Counter</source>
        <translation>Avanzar contador</translation>
    </message>
    <message>
        <source>All oceans are placed: AutoMars buys no ocean on {space}</source>
        <translation>Todos los océanos están colocados: AutoMars no compra océano en la {space}</translation>
    </message>
    <message>
        <source>AutoMars cannot build a colony: no colony tile has room for one of its</source>
        <translation>AutoMars no puede construir una colonia: ninguna loseta de colonia tiene sitio para una suya</translation>
    </message>
    <message>
        <source>AutoMars claims the {milestone} milestone</source>
        <translation>AutoMars reclama el hito {milestone}</translation>
    </message>
    <message>
        <source>AutoMars discards {card} after the draft</source>
        <translation>Al terminar la selección, AutoMars descarta {card}</translation>
    </message>
    <message>
        <source>AutoMars draws {card} and resolves it</source>
        <translation>AutoMars roba {card} y la resuelve</translation>
    </message>
    <message>
        <source>AutoMars funds the {award} award (lead {margin})</source>
        <translation>AutoMars financia la recompensa {award} (ventaja {margin})</translation>
    </message>
    <message>
        <source>AutoMars gains {amount} M€ ({before} → {after})</source>
        <translation>AutoMars gana {amount} M€ ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars gains {amount} TR ({before} → {after})</source>
        <translation>AutoMars gana {amount} TR ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars has no bonus card left to draw</source>
        <translation>A AutoMars no le quedan cartas de bonificación que robar</translation>
    </message>
    <message>
        <source>AutoMars has {amount} M€ and places no ocean: the ocean of {space} costs {cost} M€</source>
        <translation>AutoMars tiene {amount} M€ y no coloca océano: el océano de la {space} cuesta {cost} M€</translation>
    </message>
    <message>
        <source>AutoMars ignores the icon “{icon}” on space {position} of the {track} (expansion not in play)</source>
        <translation>AutoMars ignora la acción «{icon}» de la casilla {position} de la {track} (expansión no incluida)</translation>
    </message>
    <message>
        <source>AutoMars ignores the {tag} tag (expansion not in play)</source>
        <translation>AutoMars ignora el tipo {tag} (expansión no incluida)</translation>
    </message>
    <message>
        <source>AutoMars keeps a card from its draft pile</source>
        <translation>AutoMars se queda con una de las cartas que recibe en la selección</translation>
    </message>
    <message>
        <source>AutoMars loses {amount} M€ ({before} → {after})</source>
        <translation>AutoMars pierde {amount} M€ ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars moves its counter on the {track} from {before} to {after}</source>
        <translation>AutoMars avanza su contador en la {track} de {before} a {after}</translation>
    </message>
    <message>
        <source>AutoMars passes: its action deck is empty</source>
        <translation>AutoMars pasa: su mazo de acciones está vacío</translation>
    </message>
    <message>
        <source>AutoMars pays {cost} M€ for the ocean of {space} and places it</source>
        <translation>AutoMars paga {cost} M€ por el océano de la {space} y lo coloca</translation>
    </message>
    <message>
        <source>AutoMars places its Neural Instance tile on {space}</source>
        <translation>AutoMars coloca su loseta de Instancia Neural en la {space}</translation>
    </message>
    <message>
        <source>AutoMars places {tile} on {space}</source>
        <translation>AutoMars coloca {tile} en la {space}</translation>
    </message>
    <message>
        <source>AutoMars plays corporation {code} {corporation}</source>
        <translation>AutoMars juega la corporación {code} {corporation}</translation>
    </message>
    <message>
        <source>AutoMars puts {amount:resource} in the {colony} area of its shipping board ({after} there)</source>
        <translation>AutoMars pone {amount:resource} en la zona {colony} de su tablero de transporte ({after} allí)</translation>
    </message>
    <message>
        <source>AutoMars raises Venus from {before} to {after} %</source>
        <translation>AutoMars aumenta Venus de {before} a {after} %</translation>
    </message>
    <message>
        <source>AutoMars raises the oxygen from {before} to {after} %</source>
        <translation>AutoMars aumenta el oxígeno de {before} a {after} %</translation>
    </message>
    <message>
        <source>AutoMars raises the temperature from {before} to {after} °C</source>
        <translation>AutoMars aumenta la temperatura de {before} a {after} °C</translation>
    </message>
    <message>
        <source>AutoMars reveals the bonus card {card}</source>
        <translation>AutoMars revela la carta de bonificación {card}</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars reveals {card} (%n tag(s): {tags})</source>
        <translation>
            <numerusform>AutoMars revela {card} (%n tipo: {tags})</numerusform>
            <numerusform>AutoMars revela {card} (%n tipos: {tags})</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars reveals {card} and counts its cost ({cost}) through {count:colony_tile}: {colony}</source>
        <translation>AutoMars revela {card} y cuenta su coste ({cost}) por {count:colony_tile}: {colony}</translation>
    </message>
    <message>
        <source>AutoMars reveals {card}, a card without tags</source>
        <translation>AutoMars revela {card}, una carta sin tipo</translation>
    </message>
    <message>
        <source>AutoMars scores {total} VP</source>
        <translation>AutoMars obtiene {total} VP</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars shuffles its %n discarded bonus card(s) into a new bonus deck</source>
        <translation>
            <numerusform>AutoMars baraja su %n carta de bonificación descartada para formar un nuevo mazo de bonificación</numerusform>
            <numerusform>AutoMars baraja sus %n cartas de bonificación descartadas para formar un nuevo mazo de bonificación</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars shuffles its action deck: {projects:project_card} and {bonus:bonus_card}</source>
        <translation>AutoMars baraja su mazo de acciones: {projects:project_card} y {bonus:bonus_card}</translation>
    </message>
    <message>
        <source>AutoMars shuffles {cards} into its action deck</source>
        <translation>AutoMars baraja {cards} en su mazo de acciones</translation>
    </message>
    <message>
        <source>AutoMars spends 5 of the resources in its {colony} area: its {track} advances</source>
        <translation>AutoMars gasta 5 de los recursos de su zona {colony}: su {track} avanza</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars still had %n card(s) in its action deck; they are shuffled in</source>
        <translation>
            <numerusform>A AutoMars aún le quedaba %n carta en su mazo de acciones; se baraja con las demás</numerusform>
            <numerusform>A AutoMars aún le quedaban %n cartas en su mazo de acciones; se barajan con las demás</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars stores {amount:floater} ({before} → {after})</source>
        <translation>AutoMars guarda {amount:floater} ({before} → {after})</translation>
    </message>
    <message>
        <source>AutoMars takes a Failed Action ({reason}): +{amount} M€</source>
        <translation>AutoMars realiza una acción fallida ({reason}): +{amount} M€</translation>
    </message>
    <message numerus="yes">
        <source>AutoMars takes its turn (%n card(s) left in its action deck)</source>
        <translation>
            <numerusform>AutoMars juega su turno (le queda %n carta en el mazo de acciones)</numerusform>
            <numerusform>AutoMars juega su turno (le quedan %n cartas en el mazo de acciones)</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars trades with {colony}, whose marker is the furthest along among the open tiles (step {position})</source>
        <translation>AutoMars comercia con {colony}, cuyo marcador es el más avanzado de las losetas abiertas (casilla {position})</translation>
    </message>
    <message>
        <source>AutoMars&apos;s counter on the {track} moves back from {before} to {after} (production of {resource} lowered)</source>
        <translation>El contador de AutoMars en la {track} retrocede de {before} a {after} (reducción de la producción de {resource})</translation>
    </message>
    <message>
        <source>Build, Build, Build: nothing to build; the card goes back into the bonus deck</source>
        <translation>Construir, construir, construir: nada que construir; la carta vuelve al mazo de bonificación</translation>
    </message>
    <message>
        <source>Building track</source>
        <translation>tabla de Edificio</translation>
    </message>
    <message>
        <source>Claim a Milestone</source>
        <translation>Reclamar un hito</translation>
    </message>
    <message>
        <source>Corporate Competition: AutoMars improves its {award} standing (margin {margin})</source>
        <translation>Competencia corporativa: AutoMars mejora su posición en {award} (margen {margin})</translation>
    </message>
    <message>
        <source>Diversification: AutoMars advances its least advanced track, the {track}</source>
        <translation>Diversificación: AutoMars avanza su tabla menos avanzada, la {track}</translation>
    </message>
    <message>
        <source>Earth track</source>
        <translation>tabla Terrestre</translation>
    </message>
    <message>
        <source>Easy: AutoMars ignores the Advance Counter icon on space {position} of the {track}</source>
        <translation>Fácil: AutoMars ignora la acción Avanzar contador de la casilla {position} de la {track}</translation>
    </message>
    <message>
        <source>Energy track</source>
        <translation>tabla de Energía</translation>
    </message>
    <message>
        <source>Europa&apos;s colony bonus: AutoMars gains 1 M€</source>
        <translation>Bonificación de colonia de Europa: AutoMars gana 1 M€</translation>
    </message>
    <message>
        <source>Europa: AutoMars gains 1 TR instead of storing resources</source>
        <translation>Europa: AutoMars gana 1 TR en lugar de guardar recursos</translation>
    </message>
    <message>
        <source>Europa: AutoMars places an ocean instead of storing resources</source>
        <translation>Europa: AutoMars coloca un océano en lugar de guardar recursos</translation>
    </message>
    <message>
        <source>Event track</source>
        <translation>tabla de Evento</translation>
    </message>
    <message>
        <source>Final greenery: AutoMars&apos;s {track} reaches a greenery</source>
        <translation>Vegetación final: la {track} de AutoMars alcanza una vegetación</translation>
    </message>
    <message>
        <source>Fund an Award</source>
        <translation>Financiar una recompensa</translation>
    </message>
    <message numerus="yes">
        <source>Gain %n TR</source>
        <translation>
            <numerusform>Ganar %n TR</numerusform>
            <numerusform>Ganar %n TR</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n floater(s)</source>
        <translation>
            <numerusform>Ganar %n flotador</numerusform>
            <numerusform>Ganar %n flotadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Generation {generation} reached: AutoMars wins</source>
        <translation>Generación {generation} alcanzada: AutoMars gana</translation>
    </message>
    <message>
        <source>Hard: AutoMars pays 8 M€ to claim the {milestone} milestone</source>
        <translation>Difícil: AutoMars paga 8 M€ para reclamar el hito {milestone}</translation>
    </message>
    <message>
        <source>Hoverlord can no longer be claimed: AutoMars spends {amount:floater} ({before} → {after}) for one more card</source>
        <translation>Rey de las nubes ya no se puede reclamar: AutoMars gasta {amount:floater} ({before} → {after}) por una carta más</translation>
    </message>
    <message>
        <source>Interface Hyperlink: AutoMars draws {count:project_card} and keeps {cards}</source>
        <translation>Hiperenlace de interfaz: AutoMars roba {count:project_card} y se queda con {cards}</translation>
    </message>
    <message>
        <source>Invasive Species: you remove your most valuable animal or microbe, if you can</source>
        <translation>Especies invasoras: eliminas tu animal o microbio más valioso, si puedes</translation>
    </message>
    <message>
        <source>Investors (even generation): AutoMars advances the {track}</source>
        <translation>Inversores (generación par): AutoMars avanza la {track}</translation>
    </message>
    <message>
        <source>Investors (odd generation): AutoMars gains as many M€ as the position of its least advanced track, the {track}</source>
        <translation>Inversores (generación impar): AutoMars gana tantos M€ como la posición de su tabla menos avanzada, la {track}</translation>
    </message>
    <message>
        <source>Investors: AutoMars&apos;s most advanced track, the {track}, moves back one space</source>
        <translation>Inversores: la tabla más avanzada de AutoMars, la {track}, retrocede una casilla</translation>
    </message>
    <message>
        <source>Meteor Shower: you lose {amount:plants}</source>
        <translation>Lluvia de meteoritos: pierdes {amount:plants}</translation>
    </message>
    <message>
        <source>Meteor Shower: your plants are protected</source>
        <translation>Lluvia de meteoritos: tus plantas están protegidas</translation>
    </message>
    <message>
        <source>No project card is left for AutoMars to draw</source>
        <translation>No quedan cartas de proyecto que AutoMars pueda robar</translation>
    </message>
    <message>
        <source>Outer System Foothold: AutoMars discards the bonus card {card} without resolving it</source>
        <translation>Cabeza de Puente en el Sistema Exterior: AutoMars descarta la carta de bonificación {card} sin resolverla</translation>
    </message>
    <message>
        <source>Oxygen bonus at 8 %: AutoMars raises the temperature</source>
        <translation>Bonificación de oxígeno al 8 %: AutoMars aumenta la temperatura</translation>
    </message>
    <message>
        <source>Oxygen is already at its maximum: no oxygen step, no TR</source>
        <translation>El oxígeno ya está al máximo: ni nivel de oxígeno ni TR</translation>
    </message>
    <message>
        <source>Place a City</source>
        <translation>Colocar una ciudad</translation>
    </message>
    <message>
        <source>Place a Colony</source>
        <translation>Colocar una colonia</translation>
    </message>
    <message>
        <source>Place a Greenery (and raise the oxygen)</source>
        <translation>Colocar una vegetación (y aumentar el oxígeno)</translation>
    </message>
    <message>
        <source>Place an Ocean</source>
        <translation>Colocar un océano</translation>
    </message>
    <message>
        <source>Placement bonus on {space}: {oceans:adjacent_ocean} and {icons:bonus_icon} give AutoMars {amount} M€</source>
        <translation>Bonificación por colocación en la {space}: {oceans:adjacent_ocean} y {icons:bonus_icon} dan {amount} M€ a AutoMars</translation>
    </message>
    <message>
        <source>Plant track</source>
        <translation>tabla de Planta</translation>
    </message>
    <message numerus="yes">
        <source>Raise Temperature %n step(s)</source>
        <translation>
            <numerusform>Aumentar la temperatura %n nivel</numerusform>
            <numerusform>Aumentar la temperatura %n niveles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raise Venus %n step(s)</source>
        <translation>
            <numerusform>Aumentar Venus %n nivel</numerusform>
            <numerusform>Aumentar Venus %n niveles</numerusform>
        </translation>
    </message>
    <message>
        <source>Rapid Sprouting: a plant grows on the corporation card</source>
        <translation>Brote rápido: una planta crece en la carta de corporación</translation>
    </message>
    <message>
        <source>Rapid Sprouting: the plant becomes a greenery</source>
        <translation>Brote rápido: la planta se convierte en una vegetación</translation>
    </message>
    <message>
        <source>Science track</source>
        <translation>tabla de Ciencia</translation>
    </message>
    <message>
        <source>Space track</source>
        <translation>tabla de Espacio</translation>
    </message>
    <message>
        <source>Space {position} of the {track} was already reached before: its icon does not act again</source>
        <translation>La casilla {position} de la {track} ya se había alcanzado: su acción no se repite</translation>
    </message>
    <message>
        <source>Space {position} of the {track}: AutoMars&apos;s second trade fleet joins the Trade Fleets tile</source>
        <translation>Casilla {position} de la {track}: la segunda flota comercial de AutoMars llega a la loseta de Flotas Comerciales</translation>
    </message>
    <message>
        <source>Space {position} of the {track}: {icon}</source>
        <translation>Casilla {position} de la {track}: {icon}</translation>
    </message>
    <message>
        <source>Supply and Demand: the corporation card is empty; the {track} advances</source>
        <translation>Oferta y demanda: la carta de corporación está vacía; la {track} avanza</translation>
    </message>
    <message>
        <source>Temperature bonus at 0 °C: AutoMars places an ocean</source>
        <translation>Bonificación de temperatura a 0 °C: AutoMars coloca un océano</translation>
    </message>
    <message>
        <source>Temperature bonus at {temperature} °C: AutoMars gains 2 M€</source>
        <translation>Bonificación de temperatura a {temperature} °C: AutoMars gana 2 M€</translation>
    </message>
    <message>
        <source>The bonus card {card} goes to the bonus discard pile</source>
        <translation>La carta de bonificación {card} va a la pila de descartes de bonificación</translation>
    </message>
    <message>
        <source>The bonus card {card} is destroyed</source>
        <translation>La carta de bonificación {card} queda destruida</translation>
    </message>
    <message>
        <source>The bonus card {card} is set aside until the next generation</source>
        <translation>La carta de bonificación {card} se aparta hasta la siguiente generación</translation>
    </message>
    <message>
        <source>The project deck is empty: AutoMars picks {colony} at random</source>
        <translation>El mazo de proyectos está vacío: AutoMars elige {colony} al azar</translation>
    </message>
    <message>
        <source>The {tag} tag moves AutoMars&apos;s counter on the {track} from {before} to {after}</source>
        <translation>El tipo {tag} avanza el contador de AutoMars en la {track} de {before} a {after}</translation>
    </message>
    <message>
        <source>Venus bonus at 16 %: AutoMars gains 1 TR more</source>
        <translation>Bonificación de Venus al 16 %: AutoMars gana 1 TR más</translation>
    </message>
    <message>
        <source>Venus is at its maximum</source>
        <translation>Venus está al máximo</translation>
    </message>
    <message>
        <source>Venus track</source>
        <translation>tabla de Venus</translation>
    </message>
    <message>
        <source>Venusian Lobby: AutoMars raises Venus 1 step and advances its Venus track</source>
        <translation>Lobby Venusiano: AutoMars aumenta Venus 1 nivel y avanza su tabla de Venus</translation>
    </message>
    <message>
        <source>Venusian Lobby: Venus is at 30 % and cannot rise</source>
        <translation>Lobby Venusiano: Venus está al 30 % y no puede subir</translation>
    </message>
    <message>
        <source>Venusian Lobby: then AutoMars raises the parameter of Mars furthest from its maximum one step</source>
        <translation>Lobby Venusiano: después AutoMars aumenta un nivel el parámetro de Marte más alejado de su máximo</translation>
    </message>
    <message>
        <source>Wild tag: AutoMars advances its least advanced track, the {track}</source>
        <translation>Tipo comodín: AutoMars avanza su tabla menos avanzada, la {track}</translation>
    </message>
    <message>
        <source>You remove {amount} M€ from AutoMars</source>
        <translation>Eliminas {amount} M€ de AutoMars</translation>
    </message>
    <message>
        <source>You remove {amount} M€ from AutoMars (instead of {resource})</source>
        <translation>Eliminas {amount} M€ de AutoMars (en lugar de {resource})</translation>
    </message>
    <message>
        <source>You steal {amount} M€ from AutoMars</source>
        <translation>Robas {amount} M€ a AutoMars</translation>
    </message>
    <message>
        <source>You steal {amount} M€ from AutoMars (instead of {resource})</source>
        <translation>Robas {amount} M€ a AutoMars (en lugar de {resource})</translation>
    </message>
    <message>
        <source>You take {amount:resource} from the {colony} area of AutoMars&apos;s shipping board</source>
        <translation>Tomas {amount:resource} de la zona {colony} del tablero de transporte de AutoMars</translation>
    </message>
    <message>
        <source>all oceans are placed</source>
        <translation>todos los océanos están colocados</translation>
    </message>
    <message>
        <source>no award can be funded</source>
        <translation>no se puede financiar ninguna recompensa</translation>
    </message>
    <message>
        <source>no colony tile has room for a colony of AutoMars</source>
        <translation>ninguna loseta de colonia tiene sitio para una colonia de AutoMars</translation>
    </message>
    <message>
        <source>no legal city space</source>
        <translation>ninguna casilla válida para una ciudad</translation>
    </message>
    <message>
        <source>no legal greenery space</source>
        <translation>ninguna casilla válida para una vegetación</translation>
    </message>
    <message>
        <source>no milestone can be claimed</source>
        <translation>no se puede reclamar ningún hito</translation>
    </message>
    <message>
        <source>option (a), AutoMars claims a milestone</source>
        <translation>opción (a), AutoMars reclama un hito</translation>
    </message>
    <message>
        <source>option (a), AutoMars places a city next to one of your greeneries</source>
        <translation>opción (a), AutoMars coloca una ciudad adyacente a una de tus vegetaciones</translation>
    </message>
    <message>
        <source>option (a), AutoMars raises the parameter of Mars furthest from its maximum one step</source>
        <translation>opción (a), AutoMars aumenta un nivel el parámetro de Marte más alejado de su máximo</translation>
    </message>
    <message>
        <source>option (a), AutoMars raises the temperature 2 steps</source>
        <translation>opción (a), AutoMars aumenta la temperatura 2 niveles</translation>
    </message>
    <message>
        <source>option (b), AutoMars funds an award</source>
        <translation>opción (b), AutoMars financia una recompensa</translation>
    </message>
    <message>
        <source>option (b), AutoMars places a greenery and raises the oxygen</source>
        <translation>opción (b), AutoMars coloca una vegetación y aumenta el oxígeno</translation>
    </message>
    <message>
        <source>option (b), AutoMars places a special tile next to one of your cities</source>
        <translation>opción (b), AutoMars coloca una loseta especial adyacente a una de tus ciudades</translation>
    </message>
    <message>
        <source>option (b), AutoMars raises Venus 1 step</source>
        <translation>opción (b), AutoMars aumenta Venus 1 nivel</translation>
    </message>
    <message>
        <source>option (c), AutoMars gains 5 M€</source>
        <translation>opción (c), AutoMars gana 5 M€</translation>
    </message>
    <message>
        <source>option (c), AutoMars places an ocean next to 2 or more oceans</source>
        <translation>opción (c), AutoMars coloca un océano adyacente a 2 o más océanos</translation>
    </message>
    <message>
        <source>option (c), AutoMars raises Venus 2 steps</source>
        <translation>opción (c), AutoMars aumenta Venus 2 niveles</translation>
    </message>
    <message>
        <source>option (d), AutoMars raises the global parameter furthest from its maximum one step</source>
        <translation>opción (d), AutoMars aumenta un nivel el parámetro global más alejado de su máximo</translation>
    </message>
    <message>
        <source>the card has no tag</source>
        <translation>la carta no tiene tipo</translation>
    </message>
    <message>
        <source>the temperature is at its maximum</source>
        <translation>la temperatura está al máximo</translation>
    </message>
    <message>
        <source>the track is at its end</source>
        <translation>la tabla ha llegado al final</translation>
    </message>
    <message>
        <source>{card} goes to AutoMars&apos;s played pile</source>
        <translation>{card} va a la pila de cartas jugadas de AutoMars</translation>
    </message>
    <message>
        <source>{card} has no effect</source>
        <translation>{card} no tiene efecto</translation>
    </message>
    <message>
        <source>{card} has no effect: AutoMars can improve its standing in none of the funded awards; it draws and resolves the next bonus card instead</source>
        <translation>{card} no tiene efecto: AutoMars no puede mejorar su posición en ninguna de las recompensas financiadas; en su lugar roba y resuelve la siguiente carta de bonificación</translation>
    </message>
    <message>
        <source>{card} has no effect: AutoMars has no free trade fleet or no colony tile is open to trade</source>
        <translation>{card} no tiene efecto: AutoMars no tiene flota comercial libre o ninguna loseta de colonia está abierta al comercio</translation>
    </message>
    <message>
        <source>{card} has no effect: AutoMars has {amount} M€ and needs 5 M€; it draws and resolves the next bonus card instead</source>
        <translation>{card} no tiene efecto: AutoMars tiene {amount} M€ y necesita 5 M€; en su lugar roba y resuelve la siguiente carta de bonificación</translation>
    </message>
    <message>
        <source>{card} has no effect: no award is funded yet; AutoMars draws and resolves the next bonus card instead</source>
        <translation>{card} no tiene efecto: todavía no hay ninguna recompensa financiada; en su lugar AutoMars roba y resuelve la siguiente carta de bonificación</translation>
    </message>
    <message>
        <source>{card} leaves AutoMars&apos;s played pile and the game</source>
        <translation>{card} sale de la pila de cartas jugadas de AutoMars y de la partida</translation>
    </message>
    <message>
        <source>{card}, option (a): no milestone, 3 are already claimed</source>
        <translation>{card}, opción (a): ningún hito, ya hay 3 reclamados</translation>
    </message>
    <message>
        <source>{card}, option (a): no milestone, AutoMars meets none of those still unclaimed</source>
        <translation>{card}, opción (a): ningún hito, AutoMars no cumple ninguno de los que quedan libres</translation>
    </message>
    <message>
        <source>{card}, option (a): the temperature ({temperature} °C) is not 1 or 2 steps below a bonus step or its maximum</source>
        <translation>{card}, opción (a): la temperatura ({temperature} °C) no está a 1 o 2 niveles de una bonificación ni de su máximo</translation>
    </message>
    <message>
        <source>{card}, option (b): no award before generation 6 (this is generation {generation})</source>
        <translation>{card}, opción (b): ninguna recompensa antes de la generación 6 (esta es la generación {generation})</translation>
    </message>
    <message>
        <source>{card}, option (b): no award, 3 are already funded</source>
        <translation>{card}, opción (b): ninguna recompensa, ya hay 3 financiadas</translation>
    </message>
    <message>
        <source>{card}, option (b): no award, AutoMars leads in none of those still unfunded</source>
        <translation>{card}, opción (b): ninguna recompensa, AutoMars no va en cabeza en ninguna de las que quedan libres</translation>
    </message>
    <message>
        <source>{card}, option (b): no legal space for a greenery of AutoMars</source>
        <translation>{card}, opción (b): ninguna casilla válida para una vegetación de AutoMars</translation>
    </message>
    <message>
        <source>{card}, option (b): the oxygen ({value} %) is not 1 or 2 steps below 8 % or 14 %</source>
        <translation>{card}, opción (b): el oxígeno ({value} %) no está a 1 o 2 niveles del 8 % ni del 14 %</translation>
    </message>
    <message>
        <source>{card}, option (c): Venus ({value} %) is not 1 or 2 steps below 8 %, 16 % or 30 %</source>
        <translation>{card}, opción (c): Venus ({value} %) no está a 1 o 2 niveles del 8 %, del 16 % ni del 30 %</translation>
    </message>
    <message>
        <source>{card}, option (c): all the oceans are placed</source>
        <translation>{card}, opción (c): todos los océanos están colocados</translation>
    </message>
    <message>
        <source>{card}, option (c): no free ocean space touches 2 or more oceans</source>
        <translation>{card}, opción (c): ninguna casilla de océano libre es adyacente a 2 o más océanos</translation>
    </message>
    <message>
        <source>{card}: AutoMars gains no TR and no M€ from what it does</source>
        <translation>{card}: AutoMars no gana TR ni M€ por lo que hace</translation>
    </message>
    <message>
        <source>{card}: no city space touches 2 greenery or ocean tiles, and AutoMars has at most one colony: it builds one</source>
        <translation>{card}: ninguna casilla de ciudad toca 2 losetas de vegetación u océano, y AutoMars tiene como máximo una colonia: construye una</translation>
    </message>
    <message>
        <source>{card}: {option}</source>
        <translation>{card}: {option}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars builds on {space}, the space it marked, and gains {amount} M€</source>
        <translation>{corporation}: AutoMars construye en la {space}, que había marcado, y gana {amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars discards {card}, a card with the fewest tags, from its action deck</source>
        <translation>{corporation}: AutoMars descarta {card}, una carta con menos tipos, de su mazo de acciones</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars draws {card} and resolves only its first tag</source>
        <translation>{corporation}: AutoMars roba {card} y resuelve solo su primer tipo</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains a floater</source>
        <translation>{corporation}: AutoMars gana un flotador</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for advancing on the {track}</source>
        <translation>{corporation}: AutoMars gana {amount} M€ por avanzar en la {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for the {tag} tag</source>
        <translation>{corporation}: AutoMars gana {amount} M€ por el tipo {tag}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} M€ for {card}</source>
        <translation>{corporation}: AutoMars gana {amount} M€ por {card}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars gains {amount} TR for a card with a {tag} tag</source>
        <translation>{corporation}: AutoMars gana {amount} TR por una carta con tipo {tag}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars placed a city; its {track} advances</source>
        <translation>{corporation}: AutoMars colocó una ciudad; su {track} avanza</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars puts a player marker on {space}; only AutoMars may build there</source>
        <translation>{corporation}: AutoMars pone una ficha de jugador en la {space}; solo AutoMars puede construir allí</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reaches the black cube on space {position} of the {track}</source>
        <translation>{corporation}: AutoMars alcanza el cubo negro en la casilla {position} de la {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reaches the silver cube on space {position} of the {track} and takes it as M€</source>
        <translation>{corporation}: AutoMars alcanza el cubo de plata en la casilla {position} de la {track} y lo toma como M€</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reaches the white cube on space {position} of the {track}</source>
        <translation>{corporation}: AutoMars alcanza el cubo blanco en la casilla {position} de la {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars resolves its starting icon {tag}</source>
        <translation>{corporation}: AutoMars resuelve su tipo inicial {tag}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars reveals {card} and discards it</source>
        <translation>{corporation}: AutoMars revela {card} y la descarta</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars spends the resources on its card to advance its {track}</source>
        <translation>{corporation}: AutoMars gasta los recursos de su carta para avanzar su {track}</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars spent floaters for a card; it raises the temperature</source>
        <translation>{corporation}: AutoMars gastó flotadores por una carta; aumenta la temperatura</translation>
    </message>
    <message>
        <source>{corporation}: AutoMars&apos;s action deck takes {count:project_card} more</source>
        <translation>{corporation}: el mazo de acciones de AutoMars recibe {count:project_card} más</translation>
    </message>
    <message>
        <source>{corporation}: Venus has risen one step; AutoMars gains {amount} M€</source>
        <translation>{corporation}: Venus ha subido un nivel; AutoMars gana {amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: a black cube goes on the corporation card</source>
        <translation>{corporation}: un cubo negro va a la carta de corporación</translation>
    </message>
    <message>
        <source>{corporation}: a colony was built; AutoMars advances its least advanced track, the {track}</source>
        <translation>{corporation}: se construyó una colonia; AutoMars avanza su tabla menos avanzada, la {track}</translation>
    </message>
    <message>
        <source>{corporation}: a white and a black cube on the card are removed; AutoMars raises the temperature</source>
        <translation>{corporation}: un cubo blanco y uno negro salen de la carta; AutoMars aumenta la temperatura</translation>
    </message>
    <message>
        <source>{corporation}: a white cube goes on the corporation card</source>
        <translation>{corporation}: un cubo blanco va a la carta de corporación</translation>
    </message>
    <message>
        <source>{corporation}: an ocean was placed; the cube leaves the card and the {track} advances</source>
        <translation>{corporation}: se colocó un océano; el cubo sale de la carta y la {track} avanza</translation>
    </message>
    <message>
        <source>{corporation}: bonus card {card} is set aside by the corporation card</source>
        <translation>{corporation}: la carta de bonificación {card} queda apartada por la carta de corporación</translation>
    </message>
    <message>
        <source>{corporation}: bonus card {card} is shuffled into AutoMars&apos;s action deck</source>
        <translation>{corporation}: la carta de bonificación {card} se baraja en el mazo de acciones de AutoMars</translation>
    </message>
    <message>
        <source>{corporation}: instead of placing an ocean, AutoMars spends its cube: +{tr} TR, +{amount} M€</source>
        <translation>{corporation}: en lugar de colocar un océano, AutoMars gasta su cubo: +{tr} TR, +{amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: instead of raising the oxygen, AutoMars spends its cube: +{tr} TR, +{amount} M€</source>
        <translation>{corporation}: en lugar de aumentar el oxígeno, AutoMars gasta su cubo: +{tr} TR, +{amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: instead of raising the temperature, AutoMars spends its cube: +{tr} TR, +{amount} M€</source>
        <translation>{corporation}: en lugar de aumentar la temperatura, AutoMars gasta su cubo: +{tr} TR, +{amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: the card is empty; {amount} M€ go back on it and the {track} advances</source>
        <translation>{corporation}: la carta está vacía; vuelven a ella {amount} M€ y la {track} avanza</translation>
    </message>
    <message>
        <source>{corporation}: the counter on the {track} reached space {position}; it moves one more space</source>
        <translation>{corporation}: el contador de la {track} alcanzó la casilla {position}; avanza una casilla más</translation>
    </message>
    <message>
        <source>{corporation}: the cube replaces the icon of space {position} of the {track}</source>
        <translation>{corporation}: el cubo sustituye al icono de la casilla {position} de la {track}</translation>
    </message>
    <message>
        <source>{corporation}: the white cube leaves the corporation card</source>
        <translation>{corporation}: el cubo blanco sale de la carta de corporación</translation>
    </message>
    <message>
        <source>{corporation}: the {tag} tag advances AutoMars&apos;s {track}</source>
        <translation>{corporation}: el tipo {tag} hace avanzar la {track} de AutoMars</translation>
    </message>
    <message>
        <source>{corporation}: this step cannot be done; nothing happens</source>
        <translation>{corporation}: este paso no se puede hacer; no pasa nada</translation>
    </message>
    <message>
        <source>{corporation}: you placed a city; AutoMars gains {amount} M€</source>
        <translation>{corporation}: colocaste una ciudad; AutoMars gana {amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: your {card} has a {tag} tag; AutoMars gains {amount} M€ and you gain {human_amount} M€</source>
        <translation>{corporation}: tu carta {card} tiene el tipo {tag}; AutoMars gana {amount} M€ y tú ganas {human_amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: your {card} has a {tag} tag; AutoMars loses up to {amount} M€</source>
        <translation>{corporation}: tu carta {card} tiene el tipo {tag}; AutoMars pierde hasta {amount} M€</translation>
    </message>
    <message>
        <source>{corporation}: your {card} has a {tag} tag; AutoMars&apos;s {track} advances</source>
        <translation>{corporation}: tu carta {card} tiene el tipo {tag}; la {track} de AutoMars avanza</translation>
    </message>
    <message>
        <source>{corporation}: {amount:resource} placed on the corporation card ({before} → {after})</source>
        <translation>{corporation}: +{amount:resource} en la carta de corporación ({before} → {after})</translation>
    </message>
    <message>
        <source>{corporation}: {amount:resource} taken from the corporation card ({before} → {after})</source>
        <translation>{corporation}: −{amount:resource} de la carta de corporación ({before} → {after})</translation>
    </message>
    <message>
        <source>{corporation}: {card} has no tag; AutoMars gains {amount} M€ instead of a Failed Action</source>
        <translation>{corporation}: {card} no tiene tipo; AutoMars gana {amount} M€ en lugar de una acción fallida</translation>
    </message>
    <message>
        <source>{corporation}: {card} is shuffled into the bonus deck</source>
        <translation>{corporation}: {card} se baraja en el mazo de bonificación</translation>
    </message>
    <message>
        <source>{corporation}: {colony} joins the colony tiles in play</source>
        <translation>{corporation}: {colony} se une a las losetas de colonia en juego</translation>
    </message>
    <message>
        <source>{corporation}: {count} new borders between your tiles and AutoMars&apos;s tiles</source>
        <translation>{corporation}: {count} nuevas fronteras entre tus losetas y las de AutoMars</translation>
    </message>
    <message>
        <source>{count:tied_space} and the project deck is empty: AutoMars picks {space} at random</source>
        <translation>{count:tied_space} y el mazo de proyectos está vacío: AutoMars elige al azar la {space}</translation>
    </message>
    <message>
        <source>{count:tied_space}: AutoMars reveals {card}, counts its cost ({cost}) through the tied spaces and takes {space}</source>
        <translation>{count:tied_space}: AutoMars revela {card}, cuenta su coste ({cost}) entre las casillas empatadas y toma la {space}</translation>
    </message>
</context>
<context>
    <name>AutoMarsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: no tag moves its counter</source>
        <translation>%1: ningún tipo avanza su contador</translation>
    </message>
    <message>
        <source>%1: not used (its floaters are kept with Venus Next)</source>
        <translation>%1: no se usa (sus flotadores se guardan con Venus Next)</translation>
    </message>
    <message>
        <source>%1: stores nothing (a colony places an ocean, a trade gives 1 TR)</source>
        <translation>%1: no guarda nada (una colonia coloca un océano, un comercio da 1 TR)</translation>
    </message>
    <message>
        <source>%1: the %2 tag moves its counter</source>
        <translation>%1: el tipo %2 avanza su contador</translation>
    </message>
    <message>
        <source>%1: the %2 tags move its counter</source>
        <translation>%1: los tipos %2 avanzan su contador</translation>
    </message>
    <message>
        <source>A black cube of AutoMars&apos;s corporation waits here (see its card)</source>
        <translation>Un cubo negro de la corporación de AutoMars espera aquí (mira su carta)</translation>
    </message>
    <message>
        <source>A colony AutoMars builds puts 2 resources in that tile&apos;s area, a trade 2 (for 1 M€), a colony bonus 1. During its turn an area with 5 or more gives back 5 and advances the track of its tag.</source>
        <translation>Una colonia que AutoMars construye pone 2 recursos en la zona de esa loseta, un comercio 2 (por 1 M€), una bonificación de colonia 1. Durante su turno, una zona con 5 o más devuelve 5 y avanza la tabla de su etiqueta.</translation>
    </message>
    <message>
        <source>A silver cube of AutoMars&apos;s corporation waits here: 5 M€ for AutoMars</source>
        <translation>Un cubo de plata de la corporación de AutoMars espera aquí: 5 M€ para AutoMars</translation>
    </message>
    <message>
        <source>A white cube of AutoMars&apos;s corporation waits here (see its card)</source>
        <translation>Un cubo blanco de la corporación de AutoMars espera aquí (mira su carta)</translation>
    </message>
    <message>
        <source>Action deck: %1 · bonus deck: %2 · destroyed bonus cards: %3</source>
        <translation>Mazo de acciones: %1 · mazo de bonificación: %2 · cartas de bonificación destruidas: %3</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMars</translation>
    </message>
    <message>
        <source>Cards…</source>
        <translation>Cartas…</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Más rápido</translation>
    </message>
    <message>
        <source>Ignored in this game: its expansion is not in play (no Failed Action).</source>
        <translation>Se ignora en esta partida: su expansión no está incluida (sin acción fallida).</translation>
    </message>
    <message>
        <source>Its colonies: %1 (drawn on the colony tiles)</source>
        <translation>Sus colonias: %1 (dibujadas en las losetas de colonia)</translation>
    </message>
    <message>
        <source>On the card: %1</source>
        <translation>En la carta: %1</translation>
    </message>
    <message>
        <source>Open AutoMars&apos;s tracks at full size; hover a space to see what it does</source>
        <translation>Abre las tablas de AutoMars a tamaño grande; pasa el ratón por una casilla para ver qué hace</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Paused:</source>
        <translation>En pausa:</translation>
    </message>
    <message>
        <source>Paused: press again to go on telling AutoMars&apos;s turn by itself</source>
        <translation>En pausa: pulsa otra vez para que el turno de AutoMars siga solo</translation>
    </message>
    <message>
        <source>Replay AutoMars&apos;s turns three times as fast</source>
        <translation>Repetir los turnos de AutoMars tres veces más rápido</translation>
    </message>
    <message>
        <source>Shipping board (5 resources in an area advance its track 1 step):</source>
        <translation>Tablero de transporte (5 recursos en una zona avanzan su tabla 1 casilla):</translation>
    </message>
    <message>
        <source>Show AutoMars&apos;s board</source>
        <translation>Ver el tablero de AutoMars</translation>
    </message>
    <message>
        <source>Show the next line of AutoMars&apos;s turn</source>
        <translation>Mostrar la siguiente línea del turno de AutoMars</translation>
    </message>
    <message>
        <source>Show the project cards AutoMars has resolved and its bonus cards out of the deck</source>
        <translation>Mostrar las cartas de proyecto que AutoMars ha resuelto y sus cartas de bonificación fuera del mazo</translation>
    </message>
    <message>
        <source>Show the rest of AutoMars&apos;s turn at once</source>
        <translation>Mostrar de una vez el resto del turno de AutoMars</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>Space %1 of the %2: no icon</source>
        <translation>Casilla %1 de la %2: sin acción</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Stop the replay here; Step shows the next line</source>
        <translation>Detener la repetición aquí; Paso muestra la siguiente línea</translation>
    </message>
    <message>
        <source>TR %1 · %2 M€</source>
        <translation>TR %1 · %2 M€</translation>
    </message>
    <message>
        <source>Trade fleets available: %1 of %2</source>
        <translation>Flotas comerciales disponibles: %1 de %2</translation>
    </message>
    <message>
        <source>Waiting for your move.</source>
        <translation>Esperando tu jugada.</translation>
    </message>
    <message>
        <source>black cubes</source>
        <translation>cubos negros</translation>
    </message>
    <message>
        <source>selection priority: %1</source>
        <translation>prioridad de selección: %1</translation>
    </message>
    <message>
        <source>starting tags: %1</source>
        <translation>tipos iniciales: %1</translation>
    </message>
    <message>
        <source>the second waits on space %1 of the %2 ◆</source>
        <translation>la segunda espera en la casilla %1 de la %2 ◆</translation>
    </message>
    <message>
        <source>white cubes</source>
        <translation>cubos blancos</translation>
    </message>
    <message>
        <source>◆ One reading: Pluto&apos;s area advances the Science track (one AutoMars edition reads it from the printed board; the other infers the Event track).</source>
        <translation>◆ Una lectura: la zona de Plutón avanza la tabla de Ciencia (una edición de AutoMars la lee en el tablero impreso; la otra deduce la tabla de Evento).</translation>
    </message>
    <message>
        <source>◆ One reading: the second trade fleet is unlocked when the counter enters space 9 of the Event track (one AutoMars edition quotes the rulebook&apos;s credits track; the other puts it on the Energy track).</source>
        <translation>◆ Una lectura: la segunda flota comercial se desbloquea cuando el contador entra en la casilla 9 de la tabla de Evento (una edición de AutoMars cita la tabla de créditos del reglamento; la otra la pone en la tabla de Energía).</translation>
    </message>
</context>
<context>
    <name>AutoMarsBonus</name>
    <message>
        <source>Build, Build, Build</source>
        <translation>Construir, construir, construir</translation>
    </message>
    <message>
        <source>Corporate Competition</source>
        <translation>Competencia corporativa</translation>
    </message>
    <message>
        <source>Diversification</source>
        <translation>Diversificación</translation>
    </message>
    <message>
        <source>Do It Right</source>
        <translation>Hazlo bien</translation>
    </message>
    <message>
        <source>Expedited Construction</source>
        <translation>Construcción acelerada</translation>
    </message>
    <message>
        <source>Extended Shipping Lines</source>
        <translation>Rutas Comerciales Ampliadas</translation>
    </message>
    <message>
        <source>Government Intervention</source>
        <translation>Intervención Gubernamental</translation>
    </message>
    <message>
        <source>Government Subsidy</source>
        <translation>Subsidio gubernamental</translation>
    </message>
    <message>
        <source>Interface Hyperlink</source>
        <translation>Hiperenlace de interfaz</translation>
    </message>
    <message>
        <source>Invasive Species</source>
        <translation>Especies invasoras</translation>
    </message>
    <message>
        <source>Investors</source>
        <translation>Inversores</translation>
    </message>
    <message>
        <source>Lobbyists</source>
        <translation>Lobistas</translation>
    </message>
    <message>
        <source>Lobbyists (Venus Next version)</source>
        <translation>Lobistas (versión Venus Next)</translation>
    </message>
    <message>
        <source>Local Neural Instance</source>
        <translation>Instancia neural local</translation>
    </message>
    <message>
        <source>Meteor Shower</source>
        <translation>Lluvia de meteoritos</translation>
    </message>
    <message>
        <source>Outer System Foothold</source>
        <translation>Cabeza de Puente en el Sistema Exterior</translation>
    </message>
    <message>
        <source>Overachievement</source>
        <translation>Superación</translation>
    </message>
    <message>
        <source>Rapid Sprouting</source>
        <translation>Brote rápido</translation>
    </message>
    <message>
        <source>Research and Development</source>
        <translation>Investigación y desarrollo</translation>
    </message>
    <message>
        <source>Settlers</source>
        <translation>Colonos</translation>
    </message>
    <message>
        <source>Shipping Lines</source>
        <translation>Rutas Comerciales</translation>
    </message>
    <message>
        <source>Supply and Demand</source>
        <translation>Oferta y demanda</translation>
    </message>
    <message>
        <source>Venusian Lobby</source>
        <translation>Lobby Venusiano</translation>
    </message>
</context>
<context>
    <name>AutoMarsBonusText</name>
    <message>
        <source>(a) AutoMars places a city next to one of your greeneries and loses 5 M€; (b) otherwise it places the special tile of a card of its played pile next to one of your cities (that card leaves the game) and loses 3 M€; (c) otherwise it gains 3 M€ and the card goes back into the bonus deck.</source>
        <translation>(a) AutoMars coloca una ciudad junto a una de tus vegetaciones y pierde 5 M€; (b) si no, coloca la loseta especial de una carta de su pila de cartas jugadas junto a una de tus ciudades (esa carta sale de la partida) y pierde 3 M€; (c) si no, gana 3 M€ y la carta vuelve al mazo de bonificación.</translation>
    </message>
    <message>
        <source>A plant on AutoMars&apos;s corporation card becomes a greenery (the oxygen rises 1 step); without a plant, a plant grows on the card.</source>
        <translation>Una planta de la carta de corporación de AutoMars se convierte en una vegetación (el oxígeno sube 1 nivel); sin planta, crece una planta en la carta.</translation>
    </message>
    <message>
        <source>AutoMars advances its least advanced track, then loses 4 M€ if it has them.</source>
        <translation>AutoMars avanza su tabla menos avanzada y luego pierde 4 M€ si los tiene.</translation>
    </message>
    <message>
        <source>AutoMars draws as many project cards as the position of its Energy track (at least 2), resolves 2 of them and discards the others. The card is destroyed.</source>
        <translation>AutoMars roba tantas cartas de proyecto como la posición de su tabla de Energía (al menos 2), resuelve 2 de ellas y descarta las demás. La carta queda destruida.</translation>
    </message>
    <message>
        <source>AutoMars draws the top project card and resolves it as a card of its action deck. The card is discarded.</source>
        <translation>AutoMars roba la primera carta de proyecto y la resuelve como una carta de su mazo de acción. La carta se descarta.</translation>
    </message>
    <message>
        <source>AutoMars gains 1 TR.</source>
        <translation>AutoMars gana 1 TR.</translation>
    </message>
    <message>
        <source>AutoMars places a city on the legal space that touches the most greenery and ocean tiles (2 or more) and the card is destroyed. Without such a space nothing happens and the card is discarded.</source>
        <translation>AutoMars coloca una ciudad en la casilla válida adyacente a más losetas de vegetación y de océano (2 o más) y la carta queda destruida. Sin una casilla así, no pasa nada y la carta se descarta.</translation>
    </message>
    <message>
        <source>AutoMars places the Neural Instance tile on a land space away from every tile, from the edge of the map and from reserved spaces; at the end it scores 1 VP for each neighbouring space you do not occupy. Without such a space AutoMars resolves a project card instead. The card is destroyed.</source>
        <translation>AutoMars coloca la loseta de Instancia Neural en una casilla de tierra alejada de toda loseta, del borde del mapa y de las casillas reservadas; al final da 1 VP por cada casilla vecina que no ocupes tú. Sin una casilla así, AutoMars resuelve una carta de proyecto en su lugar. La carta queda destruida.</translation>
    </message>
    <message>
        <source>AutoMars puts a player marker on a free land space that is not reserved; only AutoMars may build there.</source>
        <translation>AutoMars pone una ficha de jugador en una casilla de tierra libre y no reservada; solo AutoMars puede construir allí.</translation>
    </message>
    <message>
        <source>AutoMars raises Venus 1 step (if it can) and advances its Venus track; then it raises the parameter of Mars furthest from its maximum one step. The card is discarded.</source>
        <translation>AutoMars aumenta Venus 1 nivel (si puede) y avanza su tabla de Venus; después aumenta un nivel el parámetro de Marte más alejado de su máximo. La carta se descarta.</translation>
    </message>
    <message>
        <source>AutoMars takes 3 M€ from its corporation card (what is left, if less); from an empty card, its Energy track advances instead.</source>
        <translation>AutoMars toma 3 M€ de su carta de corporación (lo que quede, si es menos); si la carta está vacía, avanza su tabla de Energía en su lugar.</translation>
    </message>
    <message>
        <source>Colonies, from generation 2: AutoMars loses 1 M€ and trades with the open colony tile whose marker is furthest along (ties: one with its colony, then a revealed card&apos;s cost); 2 resources go to its shipping board, your colonies there get their bonus. The card goes back beside its board.</source>
        <translation>Colonias, desde la generación 2: AutoMars pierde 1 M€ y comercia con la loseta de colonia abierta cuyo marcador es el más avanzado (empates: una con su colonia, luego el coste de una carta revelada); 2 recursos van a su tablero de transporte, tus colonias allí reciben su bonificación. La carta vuelve al lado de su tablero.</translation>
    </message>
    <message>
        <source>Colonies, instead of B05: AutoMars places a city on the legal space that touches the most greenery and ocean tiles (2 or more) and the card is destroyed. Otherwise, with at most one colony, it builds one on a tile picked by a revealed card&apos;s cost and stores 2 resources there; the card is discarded.</source>
        <translation>Colonias, en lugar de B05: AutoMars coloca una ciudad en la casilla legal que toca más losetas de vegetación y océano (2 o más) y la carta se destruye. Si no, con como máximo una colonia, construye una en una loseta elegida por el coste de una carta revelada y guarda allí 2 recursos; la carta se descarta.</translation>
    </message>
    <message>
        <source>Colonies, once its second trade fleet is unlocked: a second trade, as Shipping Lines (B19).</source>
        <translation>Colonias, una vez desbloqueada su segunda flota comercial: un segundo comercio, como Rutas Comerciales (B19).</translation>
    </message>
    <message>
        <source>Colonies: AutoMars builds a colony on a tile picked by a revealed card&apos;s cost and stores 2 resources there, then discards the top bonus card without resolving it. The card is discarded.</source>
        <translation>Colonias: AutoMars construye una colonia en una loseta elegida por el coste de una carta revelada y guarda allí 2 recursos, luego descarta la carta de bonificación de arriba sin resolverla. La carta se descarta.</translation>
    </message>
    <message>
        <source>In an even generation AutoMars advances its least advanced track and moves its most advanced one back; in an odd generation it gains as many M€ as the position of its least advanced track.</source>
        <translation>En una generación par, AutoMars avanza su tabla menos avanzada y hace retroceder la más avanzada; en una generación impar, gana tantos M€ como la posición de su tabla menos avanzada.</translation>
    </message>
    <message>
        <source>Options (a), (b) and (c) of Lobbyists: the first that can be done; otherwise nothing. Never destroyed.</source>
        <translation>Opciones (a), (b) y (c) de Lobistas: la primera que se pueda hacer; si no, nada. Nunca se destruye.</translation>
    </message>
    <message>
        <source>The first option that can be done: (a) AutoMars claims a milestone for free; (b) from generation 6, it funds for free the award in which it leads you the most; after (a) or (b) the card is destroyed. (c) Otherwise AutoMars gains 5 M€ and the card is discarded.</source>
        <translation>La primera opción que se pueda hacer: (a) AutoMars reclama un hito gratis; (b) a partir de la generación 6, financia gratis la recompensa en la que más te aventaja; tras (a) o (b) la carta queda destruida. (c) Si no, AutoMars gana 5 M€ y la carta se descarta.</translation>
    </message>
    <message>
        <source>The first option that can be done: (a) the temperature is 1 or 2 steps below a bonus step or its maximum: it rises 2 steps; (b) the oxygen is 1 or 2 steps below 8 % or 14 %: AutoMars places a greenery and raises the oxygen 1 more step; (c) AutoMars places an ocean on a space that touches 2 or more oceans. After (a), (b) or (c) the card is destroyed. (d) Otherwise the global parameter furthest from its goal rises 1 step and the card is discarded.</source>
        <translation>La primera opción que se pueda hacer: (a) la temperatura está a 1 o 2 niveles de una bonificación o de su máximo: sube 2 niveles; (b) el oxígeno está a 1 o 2 niveles del 8 % o del 14 %: AutoMars coloca una vegetación y sube el oxígeno 1 nivel más; (c) AutoMars coloca un océano en una casilla adyacente a 2 o más océanos. Tras (a), (b) o (c) la carta queda destruida. (d) Si no, el parámetro global más lejos de su meta sube 1 nivel y la carta se descarta.</translation>
    </message>
    <message>
        <source>Venus Next&apos;s Lobbyists, the first option that can be done: (a) the temperature is 1 or 2 steps below a bonus step or its maximum: it rises 2 steps; (b) the oxygen is 1 or 2 steps below 8 % or 14 %: AutoMars places a greenery and raises the oxygen 1 more step; after (a) or (b) the card is destroyed. (c) Venus is 1 or 2 steps below 8 %, 16 % or 30 %: it rises 2 steps. (d) Otherwise AutoMars raises the parameter of Mars furthest from its maximum one step.</source>
        <translation>Los Lobistas de Venus Next, la primera opción posible: (a) la temperatura está a 1 o 2 niveles de un nivel de bonificación o de su máximo: sube 2 niveles; (b) el oxígeno está a 1 o 2 niveles del 8 % o del 14 %: AutoMars coloca una vegetación y aumenta el oxígeno 1 nivel más; tras (a) o (b) la carta se destruye. (c) Venus está a 1 o 2 niveles del 8 %, 16 % o 30 %: sube 2 niveles. (d) Si no, AutoMars aumenta un nivel el parámetro de Marte más alejado de su máximo.</translation>
    </message>
    <message>
        <source>Venus Next, in every generation&apos;s action deck: in an even generation, or with Venus at 30 %, AutoMars raises the parameter of Mars furthest from its maximum one step; otherwise it raises Venus 1 step. It gains no TR and no M€ from it. The card is set aside until the next generation.</source>
        <translation>Venus Next, en el mazo de acciones de cada generación: en una generación par, o con Venus al 30 %, AutoMars aumenta un nivel el parámetro de Marte más alejado de su máximo; si no, aumenta Venus 1 nivel. No gana TR ni M€ por ello. La carta se aparta hasta la siguiente generación.</translation>
    </message>
    <message>
        <source>You lose 5 plants (all of them if you have fewer). If you lose 3 or more, or a card protects your plants, the card is destroyed; otherwise it is discarded.</source>
        <translation>Pierdes 5 plantas (todas, si tienes menos). Si pierdes 3 o más, o una carta protege tus plantas, la carta queda destruida; si no, se descarta.</translation>
    </message>
    <message>
        <source>You remove your animal or microbe worth the most points, if you have one. AutoMars gains 5 M€ (with Venus Next or Colonies: 2 M€ and 1 floater). The card is discarded.</source>
        <translation>Retiras tu animal o microbio que vale más puntos, si tienes uno. AutoMars gana 5 M€ (con Venus Next o Colonias: 2 M€ y 1 flotador). La carta se descarta.</translation>
    </message>
</context>
<context>
    <name>AutoMarsCardsDialog</name>
    <message>
        <source>Bonus cards destroyed</source>
        <translation>Cartas de bonificación destruidas</translation>
    </message>
    <message>
        <source>Bonus cards in the discard pile</source>
        <translation>Cartas de bonificación en la pila de descartes</translation>
    </message>
    <message>
        <source>Cards resolved by AutoMars</source>
        <translation>Cartas resueltas por AutoMars</translation>
    </message>
    <message>
        <source>Project cards resolved</source>
        <translation>Cartas de proyecto resueltas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
</context>
<context>
    <name>AutoMarsCorporation</name>
    <message>
        <source>A corporation makes AutoMars stronger: the rulebook advises lowering its difficulty at first.</source>
        <translation>Una corporación hace más fuerte a AutoMars: el reglamento aconseja bajar su dificultad al principio.</translation>
    </message>
    <message>
        <source>Before each action phase: Investors (B32) goes into the action deck. B32: in an even generation, advance the least advanced track and move the most advanced one back; in an odd one, gain as many M€ as the least advanced track&apos;s position.</source>
        <translation>Antes de cada fase de acción: Inversores (B32) entra en el mazo de acciones. B32: en generación par, avanza la tabla menos avanzada y retrocede la más avanzada; en generación impar, gana tantos M€ como la posición de la tabla menos avanzada.</translation>
    </message>
    <message>
        <source>Before each action phase: Rapid Sprouting (B23) goes into the action deck. B23: a plant on this card becomes a greenery (+1 oxygen); otherwise a plant grows here.</source>
        <translation>Antes de cada fase de acción: Brote rápido (B23) entra en el mazo de acciones. B23: una planta en esta carta se convierte en una vegetación (+1 oxígeno); si no, crece aquí una planta.</translation>
    </message>
    <message>
        <source>Before each action phase: a white cube on this card if there is none. Effect: when AutoMars would raise the temperature or the oxygen or place an ocean, it spends the cube instead: +1 TR and +6 M€, and the parameter does not move.</source>
        <translation>Antes de cada fase de acción: un cubo blanco en esta carta si no hay ninguno. Efecto: cuando AutoMars fuera a aumentar la temperatura o el oxígeno o a colocar un océano, gasta el cubo en su lugar: +1 TR y +6 M€, y el parámetro no se mueve.</translation>
    </message>
    <message>
        <source>Colonies (or Venus Next). Effect: each card with an action AutoMars resolves gives it a floater; at the end, 1 VP per such card in its played pile.</source>
        <translation>Colonias (o Venus Next). Efecto: cada carta con una acción que AutoMars resuelve le da un flotador; al final, 1 PV por cada carta así en su pila de cartas jugadas.</translation>
    </message>
    <message>
        <source>Colonies (or Venus Next). Set-up: a floater. Effect: a floater with every Failed Action. Before each research phase: a floater.</source>
        <translation>Colonias (o Venus Next). Preparación: un flotador. Efecto: un flotador con cada Acción Fallida. Antes de cada fase de investigación: un flotador.</translation>
    </message>
    <message>
        <source>Colonies (or Venus Next). Set-up: a floater. Effect: when AutoMars spends floaters for a card, +1 temperature step. Before each research phase: a floater.</source>
        <translation>Colonias (o Venus Next). Preparación: un flotador. Efecto: cuando AutoMars gasta flotadores por una carta, +1 nivel de temperatura. Antes de cada fase de investigación: un flotador.</translation>
    </message>
    <message>
        <source>Colonies. Set-up: AutoMars builds a colony. Effect: every colony built, yours or AutoMars&apos;s, advances its least advanced track.</source>
        <translation>Colonias. Preparación: AutoMars construye una colonia. Efecto: cada colonia construida, tuya o de AutoMars, hace avanzar su tabla menos avanzada.</translation>
    </message>
    <message>
        <source>Colonies. Set-up: one more colony tile in play. White cubes (Building, Space, Science 3; Energy 3 and 6) and black cubes (Earth 3 and 6, Plant 3 and 6): each advances the Event track when reached.</source>
        <translation>Colonias. Preparación: una loseta de colonia más en juego. Cubos blancos (Construcción, Espacio, Ciencia 3; Energía 3 y 6) y cubos negros (Tierra 3 y 6, Planta 3 y 6): cada uno hace avanzar la tabla de Eventos al alcanzarlo.</translation>
    </message>
    <message>
        <source>Effect: +2 M€ every time AutoMars advances its Building or Event track, starting tags included.</source>
        <translation>Efecto: +2 M€ cada vez que AutoMars avanza su tabla de Edificio o de Evento, tipos iniciales incluidos.</translation>
    </message>
    <message>
        <source>Effect: +2 M€ per plant or animal tag AutoMars resolves, its starting tag included.</source>
        <translation>Efecto: +2 M€ por cada tipo planta o animal que resuelve AutoMars, su tipo inicial incluido.</translation>
    </message>
    <message>
        <source>Effect: a track that reaches space 5 or 12 moves one more space after that space resolves.</source>
        <translation>Efecto: una tabla que alcanza la casilla 5 o 12 avanza una casilla más después de resolver esa casilla.</translation>
    </message>
    <message>
        <source>Effect: each Building advance puts 1 M€ on this card. Before each action phase: Supply and Demand (B24: take 3 M€ from this card; if it is empty, advance the Energy track) goes into the action deck.</source>
        <translation>Efecto: cada avance de Edificio pone 1 M€ en esta carta. Antes de cada fase de acción: Oferta y demanda (B24: toma 3 M€ de esta carta; si está vacía, avanza la tabla de Energía) entra en el mazo de acciones.</translation>
    </message>
    <message>
        <source>Effect: each Jovian tag AutoMars resolves, and each card with a Jovian tag you play, advances its Event track.</source>
        <translation>Efecto: cada tipo joviano que resuelve AutoMars, y cada carta con tipo joviano que juegas, hace avanzar su tabla de Evento.</translation>
    </message>
    <message>
        <source>Effect: each resolved card with 2 or more tags puts 1 science on this card. Before each action phase: with 10 science here, remove them; AutoMars places a city and gains 1 TR.</source>
        <translation>Efecto: cada carta resuelta con 2 o más tipos pone 1 ciencia en esta carta. Antes de cada fase de acción: con 10 ciencias aquí, retíralas; AutoMars coloca una ciudad y gana 1 TR.</translation>
    </message>
    <message>
        <source>Effect: when AutoMars resolves a card costing 20 M€ or more, it gains 4 M€.</source>
        <translation>Efecto: cuando AutoMars resuelve una carta de coste 20 M€ o más, gana 4 M€.</translation>
    </message>
    <message>
        <source>Set-up and before each action phase: Settlers (B22) puts an AutoMars player marker on a free space; only AutoMars may build there, and building there gives it 3 M€.</source>
        <translation>Preparación y antes de cada fase de acción: Colonos (B22) pone una ficha de jugador de AutoMars en una casilla libre; solo AutoMars puede construir allí, y construir allí le da 3 M€.</translation>
    </message>
    <message>
        <source>Set-up: +10 M€. Before each action phase: Diversification (B28: advance the least advanced track, then lose 4 M€ if AutoMars has them) goes into the action deck.</source>
        <translation>Preparación: +10 M€. Antes de cada fase de acción: Diversificación (B28: avanza la tabla menos avanzada y después AutoMars pierde 4 M€ si los tiene) entra en el mazo de acciones.</translation>
    </message>
    <message>
        <source>Set-up: +10 M€. White cubes (Energy 4, 6, 8, 10): AutoMars draws a project card and resolves only its first tag, then raises the temperature 1 step.</source>
        <translation>Preparación: +10 M€. Cubos blancos (Energía 4, 6, 8, 10): AutoMars roba una carta de proyecto y resuelve solo su primer tipo; después aumenta la temperatura 1 nivel.</translation>
    </message>
    <message>
        <source>Set-up: +25 M€. Before each action phase: AutoMars discards one of the cards with the fewest tags from its action deck.</source>
        <translation>Preparación: +25 M€. Antes de cada fase de acción: AutoMars descarta de su mazo de acciones una de las cartas con menos tipos.</translation>
    </message>
    <message>
        <source>Set-up: +25 M€. Effect: +2 M€ every time AutoMars advances its Earth track.</source>
        <translation>Preparación: +25 M€. Efecto: +2 M€ cada vez que AutoMars avanza su tabla Terrestre.</translation>
    </message>
    <message>
        <source>Set-up: +5 M€. White cubes (Space 3, 4, 6, 8, 10, 11) and black cubes (Event, the same spaces) move onto this card when reached; one of each here: remove both, +1 temperature step.</source>
        <translation>Preparación: +5 M€. Los cubos blancos (Espacio 3, 4, 6, 8, 10, 11) y negros (Evento, las mismas casillas) van a esta carta al alcanzarlos; uno de cada aquí: quita ambos, +1 nivel de temperatura.</translation>
    </message>
    <message>
        <source>Set-up: +8 M€. Effect: a card with no tag gives 10 M€ instead of a Failed Action; a card with exactly one tag gives 1 M€ more.</source>
        <translation>Preparación: +8 M€. Efecto: una carta sin tipo da 10 M€ en lugar de una acción fallida; una carta con exactamente un tipo da 1 M€ más.</translation>
    </message>
    <message>
        <source>Set-up: +8 M€; destroy Research and Development; a card with a microbe tag into the bonus deck. Effect: a card with a microbe tag you play gives AutoMars 2 M€ and you 2 M€; each microbe tag AutoMars resolves gives it 4 M€.</source>
        <translation>Preparación: +8 M€; destruye Investigación y desarrollo; una carta con tipo microbio en el mazo de bonificación. Efecto: una carta con tipo microbio que juegas da 2 M€ a AutoMars y 2 M€ a ti; cada tipo microbio que resuelve AutoMars le da 4 M€.</translation>
    </message>
    <message>
        <source>Set-up: 10 M€ on this card. Effect: while Building is below 18, the M€ AutoMars gains come from this card; when it is empty, 10 M€ go back on it and the Building track advances.</source>
        <translation>Preparación: 10 M€ en esta carta. Efecto: mientras Edificio esté por debajo de 18, los M€ que gana AutoMars salen de esta carta; cuando se vacía, vuelven a ella 10 M€ y la tabla de Edificio avanza.</translation>
    </message>
    <message>
        <source>Set-up: 2 plants on this card. Effect: +1 plant here per plant, microbe or animal tag AutoMars resolves. Before each action phase: with 5 plants here, remove them and advance the Plant track.</source>
        <translation>Preparación: 2 plantas en esta carta. Efecto: +1 planta aquí por cada tipo planta, microbio o animal que resuelve AutoMars. Antes de cada fase de acción: con 5 plantas aquí, retíralas y avanza la tabla de Planta.</translation>
    </message>
    <message>
        <source>Set-up: AutoMars loses 8 TR. Before each action phase: 1 more project card into the action deck (2 from generation 9).</source>
        <translation>Preparación: AutoMars pierde 8 TR. Antes de cada fase de acción: 1 carta de proyecto más en el mazo de acciones (2 desde la generación 9).</translation>
    </message>
    <message>
        <source>Set-up: AutoMars places a city. Effect: each city you place gives AutoMars 2 M€; each city AutoMars places advances its Event track.</source>
        <translation>Preparación: AutoMars coloca una ciudad. Efecto: cada ciudad que colocas da 2 M€ a AutoMars; cada ciudad que coloca AutoMars hace avanzar su tabla de Evento.</translation>
    </message>
    <message>
        <source>Set-up: Government Subsidy (B31: +1 TR) goes into the bonus deck; generation 1&apos;s action deck has no bonus card. From generation 2, each action deck has one more bonus card.</source>
        <translation>Preparación: Subsidio gubernamental (B31: +1 TR) entra en el mazo de bonificación; el mazo de acciones de la generación 1 no tiene carta de bonificación. Desde la generación 2, cada mazo de acciones tiene una carta de bonificación más.</translation>
    </message>
    <message>
        <source>Set-up: Interface Hyperlink (B30) at the bottom of the bonus deck. B30: draw as many project cards as AutoMars&apos;s Energy position (at least 2), resolve the best 2, discard the others; B30 is destroyed.</source>
        <translation>Preparación: Hiperenlace de interfaz (B30) al fondo del mazo de bonificación. B30: roba tantas cartas de proyecto como la posición de Energía de AutoMars (al menos 2), resuelve las 2 mejores y descarta las demás; B30 se destruye.</translation>
    </message>
    <message>
        <source>Set-up: Overachievement (B04) is set aside. Effect: +3 M€ per resolved card showing a VP icon that is not negative. Before each action phase: B04 goes into the action deck unless it was destroyed.</source>
        <translation>Preparación: Superación (B04) se aparta. Efecto: +3 M€ por carta resuelta con un icono de PV no negativo. Antes de cada fase de acción: B04 entra en el mazo de acciones, salvo que se haya destruido.</translation>
    </message>
    <message>
        <source>Set-up: a greenery, 1 science on this card, Local Neural Instance at once (then destroyed), Build, Build, Build (B27) into the bonus deck. Effect: each new border between your tiles and AutoMars&apos;s adds 1 science; 4 science advance its most advanced track.</source>
        <translation>Preparación: una vegetación, 1 ciencia en esta carta, Instancia neural local enseguida (después se destruye), Construir, construir, construir (B27) en el mazo de bonificación. Efecto: cada nueva frontera entre tus losetas y las de AutoMars añade 1 ciencia; 4 ciencias hacen avanzar su tabla más avanzada.</translation>
    </message>
    <message>
        <source>Set-up: a white cube on this card. Effect: every ocean placed flips it (a cube here: remove it and advance the Building track; none: put one here). AutoMars gains 3 M€ per adjacent ocean instead of 2.</source>
        <translation>Preparación: un cubo blanco en esta carta. Efecto: cada océano colocado le da la vuelta (con cubo: quítalo y avanza la tabla de Edificio; sin cubo: pon uno). AutoMars gana 3 M€ por océano adyacente en lugar de 2.</translation>
    </message>
    <message>
        <source>Set-up: destroy Lobbyists. Effect: +2 M€ per resolved card with a requirement. Before each action phase: Do It Right (B25: the first three options of Lobbyists, never destroyed) goes into the action deck.</source>
        <translation>Preparación: destruye Lobistas. Efecto: +2 M€ por carta resuelta con requisito. Antes de cada fase de acción: Hazlo bien (B25: las tres primeras opciones de Lobistas, nunca se destruye) entra en el mazo de acciones.</translation>
    </message>
    <message>
        <source>Set-up: destroy Meteor Shower; reveal project cards until one has a science tag, and shuffle it into the bonus deck. Effect: a card with a microbe tag you play costs AutoMars 4 M€; each card with a science tag it resolves gives it 1 TR.</source>
        <translation>Preparación: destruye Lluvia de meteoritos; revela cartas de proyecto hasta que una tenga tipo ciencia y barájala en el mazo de bonificación. Efecto: una carta con tipo microbio que juegas cuesta 4 M€ a AutoMars; cada carta con tipo ciencia que resuelve le da 1 TR.</translation>
    </message>
    <message>
        <source>Set-up: destroy Overachievement. Effect: +2 in every award. Before each action phase: claim a milestone (generations 2-5 and 10 on) or fund an award (generations 6-9), if it can.</source>
        <translation>Preparación: destruye Superación. Efecto: +2 en cada recompensa. Antes de cada fase de acción: reclama un hito (generaciones 2-5 y desde la 10) o financia una recompensa (generaciones 6-9), si puede.</translation>
    </message>
    <message>
        <source>Set-up: reveal project cards until 2 have a space tag; all of them go into the bonus deck. White cubes (Space 7, 10, 13, 15): AutoMars draws and resolves the top card of the bonus deck.</source>
        <translation>Preparación: revela cartas de proyecto hasta que 2 tengan tipo espacial; todas van al mazo de bonificación. Cubos blancos (Espacio 7, 10, 13, 15): AutoMars roba y resuelve la carta superior del mazo de bonificación.</translation>
    </message>
    <message>
        <source>Silver cubes on Building 4 to 18: each one AutoMars reaches gives it 5 M€.</source>
        <translation>Cubos de plata en Edificio 4 a 18: cada uno que alcanza AutoMars le da 5 M€.</translation>
    </message>
    <message>
        <source>Venus Next. Effect: +2 M€ for every step Venus rises, whoever raises it (Government Intervention included).</source>
        <translation>Venus Next. Efecto: +2 M€ por cada nivel que sube Venus, sea quien sea quien la aumente (Intervención Gubernamental incluida).</translation>
    </message>
    <message>
        <source>Venus Next. Set-up: destroy Lobbyists; Venusian Lobby (B26) into the bonus deck. Silver cubes (Venus track 5, 6, 7, 8, 9, 11, 12): 5 M€ each when reached. B26: Venus rises 1 step and the Venus track advances; then the parameter of Mars furthest from its maximum rises 1 step.</source>
        <translation>Venus Next. Preparación: destruye Lobistas; Lobby Venusiano (B26) entra en el mazo de bonificación. Cubos de plata (tabla de Venus 5, 6, 7, 8, 9, 11, 12): 5 M€ cada uno al alcanzarlo. B26: Venus sube 1 nivel y la tabla de Venus avanza; después el parámetro de Marte más alejado de su máximo sube 1 nivel.</translation>
    </message>
    <message>
        <source>White cubes (Building 3, 6, 9, 12, 15, 18): advance the Plant track.</source>
        <translation>Cubos blancos (Edificio 3, 6, 9, 12, 15, 18): avanza la tabla de Planta.</translation>
    </message>
    <message>
        <source>White cubes (Building 6, Space 9, Science 10, Energy 5 and 9, Plant 11): instead of raising the temperature, AutoMars draws and resolves a project card. Black cubes (Earth 3, 6, 9, 12, 13, 14): +1 temperature step.</source>
        <translation>Cubos blancos (Edificio 6, Espacio 9, Ciencia 10, Energía 5 y 9, Planta 11): en lugar de aumentar la temperatura, AutoMars roba y resuelve una carta de proyecto. Cubos negros (Terrestre 3, 6, 9, 12, 13, 14): +1 nivel de temperatura.</translation>
    </message>
    <message>
        <source>White cubes (Earth 1, 5, 9, 13, 17): advance the least advanced track. Black cubes (Earth 3, 7, 11, 15): advance the Space track.</source>
        <translation>Cubos blancos (Terrestre 1, 5, 9, 13, 17): avanza la tabla menos avanzada. Cubos negros (Terrestre 3, 7, 11, 15): avanza la tabla de Espacio.</translation>
    </message>
    <message>
        <source>White cubes (Space 2, 4, 7, 10, 13): advance the least advanced track. Black cubes (Space 5, 11, 16): advance the Space track.</source>
        <translation>Cubos blancos (Espacio 2, 4, 7, 10, 13): avanza la tabla menos avanzada. Cubos negros (Espacio 5, 11, 16): avanza la tabla de Espacio.</translation>
    </message>
    <message>
        <source>White cubes (Space 4, 8, 12): +1 temperature step. Black cubes (Space 7, 10, 14): AutoMars places an ocean.</source>
        <translation>Cubos blancos (Espacio 4, 8, 12): +1 nivel de temperatura. Cubos negros (Espacio 7, 10, 14): AutoMars coloca un océano.</translation>
    </message>
    <message>
        <source>With the Prelude expansion only. Set-up: one more project card in the starting action deck. White cubes (Science 8, 16): AutoMars draws and resolves a project card.</source>
        <translation>Solo con la expansión Preludio. Preparación: 1 carta de proyecto más en el mazo de acciones inicial. Cubos blancos (Ciencia 8, 16): AutoMars roba y resuelve una carta de proyecto.</translation>
    </message>
    <message>
        <source>most expensive card</source>
        <translation>carta más cara</translation>
    </message>
    <message>
        <source>most tags</source>
        <translation>más tipos</translation>
    </message>
    <message>
        <source>◆ One reading of an unclear card: only one source gives this, or the sources disagree; tmdesk follows the transcription of the printed rulebook.</source>
        <translation>◆ Una lectura de una carta poco clara: solo una fuente lo da, o las fuentes discrepan; tmdesk sigue la transcripción del reglamento impreso.</translation>
    </message>
</context>
<context>
    <name>AutoMarsSide</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1, %2 for its corporation</source>
        <translation>%1, %2 por su corporación</translation>
    </message>
    <message>
        <source>%1, %2 for its difficulty level</source>
        <translation>%1, %2 por su nivel de dificultad</translation>
    </message>
    <message>
        <source>%1, and it gains %2 M€ instead of paying</source>
        <translation>%1, y gana %2 M€ en lugar de pagar</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, luego %2</translation>
    </message>
    <message>
        <source>%1: %2 TR</source>
        <translation>%1: %2 TR</translation>
    </message>
    <message>
        <source>%1: a city</source>
        <translation>%1: una ciudad</translation>
    </message>
    <message>
        <source>%1: a city next to a special tile</source>
        <translation>%1: una ciudad adyacente a una loseta especial</translation>
    </message>
    <message>
        <source>%1: a greenery</source>
        <translation>%1: una vegetación</translation>
    </message>
    <message>
        <source>%1: a greenery in the southern region (the four bottom rows)</source>
        <translation>%1: una vegetación en la región sur (las cuatro filas de abajo)</translation>
    </message>
    <message>
        <source>%1: a greenery next to an ocean</source>
        <translation>%1: una vegetación adyacente a un océano</translation>
    </message>
    <message>
        <source>%1: a greenery on the edge of the map</source>
        <translation>%1: una vegetación en el borde del mapa</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that costs %2 M€ or less</source>
        <translation>%1: resuelve la primera carta de proyecto que revele que cueste %2 M€ o menos</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that costs %2 M€ or more</source>
        <translation>%1: resuelve la primera carta de proyecto que revele que cueste %2 M€ o más</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that has a requirement</source>
        <translation>%1: resuelve la primera carta de proyecto que revele que tenga un requisito</translation>
    </message>
    <message>
        <source>%1: it resolves the first project card it reveals that is not an event</source>
        <translation>%1: resuelve la primera carta de proyecto que revele que no sea un evento</translation>
    </message>
    <message>
        <source>%1: its %2</source>
        <translation>%1: su %2</translation>
    </message>
    <message>
        <source>%1: its most advanced track</source>
        <translation>%1: su tabla más avanzada</translation>
    </message>
    <message>
        <source>%1: none</source>
        <translation>%1: ninguna</translation>
    </message>
    <message>
        <source>%1: the less advanced of its %2 and its %3</source>
        <translation>%1: la menos avanzada entre su %2 y su %3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>1 for every %1 M€ it has</source>
        <translation>1 por cada %1 M€ que tiene</translation>
    </message>
    <message>
        <source>AutoMars&apos;s %1 tracks</source>
        <translation>las tablas de AutoMars en %1</translation>
    </message>
    <message>
        <source>Between spaces its placement rules leave tied, AutoMars takes %1; last, it counts the cost of a revealed project card through the spaces still tied.</source>
        <translation>Entre las casillas que sus reglas de colocación dejan empatadas, AutoMars toma %1; por último, cuenta el coste de una carta de proyecto revelada entre las casillas aún empatadas.</translation>
    </message>
    <message>
        <source>The pictures of AutoMars&apos;s %1 side were lost from the rulebook&apos;s text; tmdesk follows the one public implementation of AutoMars that transcribed them and gives its tiebreakers.</source>
        <translation>Las imágenes de la cara de %1 del tablero de AutoMars se perdieron en el texto del reglamento; tmdesk sigue la única implementación pública de AutoMars que las transcribió y que da sus criterios de desempate.</translation>
    </message>
    <message>
        <source>With 5 M€ or more, AutoMars pays 5 M€ to improve its standing in the funded award it is closest to winning or losing (%1). Otherwise it draws and resolves the next bonus card instead. The card is discarded.</source>
        <translation>Con 5 M€ o más, AutoMars paga 5 M€ para mejorar su posición en la recompensa financiada más reñida (%1). Si no, roba y resuelve la siguiente carta de bonificación. La carta se descarta.</translation>
    </message>
    <message>
        <source>a space in the polar region (the two bottom rows)</source>
        <translation>una casilla en la región polar (las dos filas de abajo)</translation>
    </message>
    <message>
        <source>a space in the southern region (the four bottom rows)</source>
        <translation>una casilla en la región sur (las cuatro filas de abajo)</translation>
    </message>
    <message>
        <source>a space next to a special tile</source>
        <translation>una casilla adyacente a una loseta especial</translation>
    </message>
    <message>
        <source>counted as for a player</source>
        <translation>contado como para un jugador</translation>
    </message>
    <message>
        <source>its %1</source>
        <translation>su %1</translation>
    </message>
    <message>
        <source>its %1 %2</source>
        <translation>su %1 %2</translation>
    </message>
    <message>
        <source>its %1 together</source>
        <translation>la suma de su %1</translation>
    </message>
    <message>
        <source>its %1 together %2</source>
        <translation>la suma de su %1 %2</translation>
    </message>
    <message>
        <source>its M€</source>
        <translation>sus M€</translation>
    </message>
    <message>
        <source>its TR</source>
        <translation>su TR</translation>
    </message>
    <message>
        <source>its TR − %1</source>
        <translation>su TR − %1</translation>
    </message>
    <message>
        <source>its card %2</source>
        <translation>su carta %2</translation>
    </message>
    <message>
        <source>its cities</source>
        <translation>sus ciudades</translation>
    </message>
    <message>
        <source>its destroyed bonus cards</source>
        <translation>sus cartas de bonificación destruidas</translation>
    </message>
    <message>
        <source>its greeneries</source>
        <translation>sus vegetaciones</translation>
    </message>
    <message>
        <source>its least advanced track</source>
        <translation>su tabla menos avanzada</translation>
    </message>
    <message>
        <source>its most advanced track</source>
        <translation>su tabla más avanzada</translation>
    </message>
    <message>
        <source>its most advanced track × %1</source>
        <translation>su tabla más avanzada × %1</translation>
    </message>
    <message>
        <source>its played cards of %1 M€ or less</source>
        <translation>sus cartas jugadas de %1 M€ o menos</translation>
    </message>
    <message>
        <source>its played cards of %1 M€ or more</source>
        <translation>sus cartas jugadas de %1 M€ o más</translation>
    </message>
    <message>
        <source>its tiebreakers between spaces</source>
        <translation>sus criterios de desempate entre casillas</translation>
    </message>
    <message>
        <source>its tiles in play</source>
        <translation>sus losetas en juego</translation>
    </message>
    <message>
        <source>its tracks on space %1 or beyond</source>
        <translation>sus tablas en la casilla %1 o más allá</translation>
    </message>
    <message>
        <source>the least advanced of its %1</source>
        <translation>la menos avanzada de su %1</translation>
    </message>
    <message>
        <source>the space with the most adjacent oceans</source>
        <translation>la casilla con más océanos adyacentes</translation>
    </message>
    <message>
        <source>the space with the most placement bonuses</source>
        <translation>la casilla con más bonificaciones por colocación</translation>
    </message>
    <message>
        <source>the space with the most placement bonuses (a space on the edge of the map counts one more)</source>
        <translation>la casilla con más bonificaciones por colocación (una casilla en el borde del mapa cuenta una más)</translation>
    </message>
    <message>
        <source>◆ One reading: %1 rest on one source.</source>
        <translation>◆ Una lectura: %1 se basan en una sola fuente.</translation>
    </message>
    <message>
        <source>◆ One reading: the rulebook&apos;s text lost this card; its improvements rest on one source.</source>
        <translation>◆ Una lectura: el texto del reglamento perdió esta carta; sus mejoras se basan en una sola fuente.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of 9 oceans are on Mars.</source>
        <translation>%1 de 9 océanos están en Marte.</translation>
    </message>
    <message>
        <source>+%1 M€ (%2)</source>
        <translation>+%1 M€ (%2)</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generación</translation>
    </message>
    <message>
        <source>Generation %1</source>
        <translation>Generación %1</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Oceans left</source>
        <translation>Océanos restantes</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>Oxígeno</translation>
    </message>
    <message>
        <source>Oxygen: %1 % (goal 14 %). Raising it to 8 % also raises the temperature.</source>
        <translation>Oxígeno: %1 % (objetivo 14 %). Aumentarlo al 8 % también aumenta la temperatura.</translation>
    </message>
    <message>
        <source>Place here: %1</source>
        <translation>Colocar aquí: %1</translation>
    </message>
    <message>
        <source>Player marker of %1: only %1 may place a tile here</source>
        <translation>Ficha de jugador de %1: solo %1 puede colocar una loseta aquí</translation>
    </message>
    <message>
        <source>Reserved area</source>
        <translation>Área reservada</translation>
    </message>
    <message>
        <source>Reserved for oceans</source>
        <translation>Reservada para océanos</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Temperature: %1 °C (goal 8 °C). Raising it past -24 and -20 °C gives 1 heat production; past 0 °C, an ocean.</source>
        <translation>Temperatura: %1 °C (objetivo 8 °C). Subirla más allá de -24 y -20 °C da 1 de producción de calor; más allá de 0 °C, un océano.</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Valor de Terraformación</translation>
    </message>
    <message>
        <source>The solo game is won only with Venus at 30 % too.</source>
        <translation>La partida en solitario solo se gana con Venus también al 30 %.</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Venus</translation>
    </message>
    <message>
        <source>Venus does not end the game.</source>
        <translation>Venus no termina la partida.</translation>
    </message>
    <message>
        <source>Venus: %1 % (goal 30 %). Raising it to 8 % draws a card; to 16 %, 1 TR more.</source>
        <translation>Venus: %1 % (objetivo 30 %). Aumentarla al 8 % roba una carta; al 16 %, 1 TR más.</translation>
    </message>
    <message>
        <source>bonus: %1</source>
        <translation>bonificación: %1</translation>
    </message>
    <message>
        <source>its colony needs the Colonies expansion, not in this game</source>
        <translation>su colonia requiere la expansión Colonias, fuera de esta partida</translation>
    </message>
    <message>
        <source>its delegate needs the Turmoil expansion, not in this game</source>
        <translation>su delegado requiere la expansión Turmoil, fuera de esta partida</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>sin bonificación</translation>
    </message>
    <message>
        <source>not a legal space for this tile</source>
        <translation>casilla no válida para esta loseta</translation>
    </message>
    <message>
        <source>pay %1 M€ and place an ocean</source>
        <translation>paga %1 M€ y coloca un océano</translation>
    </message>
    <message>
        <source>pay %1 M€ and raise the temperature 1 step</source>
        <translation>paga %1 M€ y sube la temperatura 1 nivel</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>%1 production ≥ %2</source>
        <translation>producción de %1 ≥ %2</translation>
    </message>
    <message>
        <source>%1 × %2 tag</source>
        <translation>%1 × tipo %2</translation>
    </message>
    <message numerus="yes">
        <source>%n city tile(s) in play</source>
        <translation>
            <numerusform>%n ciudad en juego</numerusform>
            <numerusform>%n ciudades en juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n floater(s) on your cards</source>
        <translation>
            <numerusform>%n flotador en tus cartas</numerusform>
            <numerusform>%n flotadores en tus cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ocean(s)</source>
        <translation>
            <numerusform>%n océano</numerusform>
            <numerusform>%n océanos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n own city tile(s)</source>
        <translation>
            <numerusform>%n ciudad propia</numerusform>
            <numerusform>%n ciudades propias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n own greenery tile(s)</source>
        <translation>
            <numerusform>%n vegetación propia</numerusform>
            <numerusform>%n vegetaciones propias</numerusform>
        </translation>
    </message>
    <message>
        <source>TR ≥ %1</source>
        <translation>TR ≥ %1</translation>
    </message>
    <message>
        <source>Venus ≤ %1 %</source>
        <translation>Venus ≤ %1 %</translation>
    </message>
    <message>
        <source>Venus ≥ %1 %</source>
        <translation>Venus ≥ %1 %</translation>
    </message>
    <message>
        <source>own colonies ≤ %1</source>
        <translation>colonias propias ≤ %1</translation>
    </message>
    <message>
        <source>own colonies ≥ %1</source>
        <translation>colonias propias ≥ %1</translation>
    </message>
    <message>
        <source>oxygen ≤ %1 %</source>
        <translation>oxígeno ≤ %1 %</translation>
    </message>
    <message>
        <source>oxygen ≥ %1 %</source>
        <translation>oxígeno ≥ %1 %</translation>
    </message>
    <message>
        <source>≤ %1 °C</source>
        <translation>≤ %1 °C</translation>
    </message>
    <message numerus="yes">
        <source>≤ %n ocean(s)</source>
        <translation>
            <numerusform>≤ %n océano</numerusform>
            <numerusform>≤ %n océanos</numerusform>
        </translation>
    </message>
    <message>
        <source>≥ %1 °C</source>
        <translation>≥ %1 °C</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>AI Central</source>
        <translation>Central IA</translation>
    </message>
    <message>
        <source>Acquired Company</source>
        <translation>Adquisición de Empresa</translation>
    </message>
    <message>
        <source>Acquired Space Agency</source>
        <translation>Compra de agencia espacial</translation>
    </message>
    <message>
        <source>Adaptation Technology</source>
        <translation>Modificador de Tecnología</translation>
    </message>
    <message>
        <source>Adapted Lichen</source>
        <translation>Liquen Adaptado</translation>
    </message>
    <message>
        <source>Advanced Alloys</source>
        <translation>Aleaciones Avanzadas</translation>
    </message>
    <message>
        <source>Advanced Ecosystems</source>
        <translation>Ecosistemas Avanzados</translation>
    </message>
    <message>
        <source>Aerial Mappers</source>
        <translation>Cartógrafo Aéreo</translation>
    </message>
    <message>
        <source>Aerobraked Ammonia Asteroid</source>
        <translation>Asteroide Aerofrenado de Amoníaco</translation>
    </message>
    <message>
        <source>Aerosport Tournament</source>
        <translation>Torneo Aéreo-Deportivo</translation>
    </message>
    <message>
        <source>Air Raid</source>
        <translation>Asalto Aéreo</translation>
    </message>
    <message>
        <source>Air-Scrapping Expedition</source>
        <translation>Expedición Desguace Aéreo</translation>
    </message>
    <message>
        <source>Airliners</source>
        <translation>Nave de Pasajeros</translation>
    </message>
    <message>
        <source>Algae</source>
        <translation>Algas</translation>
    </message>
    <message>
        <source>Allied Bank</source>
        <translation>Banco aliado</translation>
    </message>
    <message>
        <source>Anti-Gravity Technology</source>
        <translation>Tecnología Anti-Gravedad</translation>
    </message>
    <message>
        <source>Ants</source>
        <translation>Hormigas</translation>
    </message>
    <message>
        <source>Aphrodite</source>
        <translation>Aphrodite</translation>
    </message>
    <message>
        <source>Aquifer Pumping</source>
        <translation>Bombeo en Acuífero</translation>
    </message>
    <message>
        <source>Aquifer Turbines</source>
        <translation>Turbinas acuíferas</translation>
    </message>
    <message>
        <source>ArchaeBacteria</source>
        <translation>Arquebacterias</translation>
    </message>
    <message>
        <source>Arctic Algae</source>
        <translation>Algas Árticas</translation>
    </message>
    <message>
        <source>Aridor</source>
        <translation>Aridor</translation>
    </message>
    <message>
        <source>Arklight</source>
        <translation>Arklight</translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation>Lago Artificial</translation>
    </message>
    <message>
        <source>Artificial Photosynthesis</source>
        <translation>Fotosíntesis Artificial</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation>Minado de Asteroide</translation>
    </message>
    <message>
        <source>Asteroid Mining Consortium</source>
        <translation>Consorcio Minero de Asteroides</translation>
    </message>
    <message>
        <source>Atalanta Planitia Lab</source>
        <translation>Laboratorio Atalanta Planitia</translation>
    </message>
    <message>
        <source>Atmo Collectors</source>
        <translation>Recolectores de Aire</translation>
    </message>
    <message>
        <source>Atmoscoop</source>
        <translation>Vaciado de Atmósfera</translation>
    </message>
    <message>
        <source>Beam From A Thorium Asteroid</source>
        <translation>Haz de un Asteroide de Torio</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Corporación para Principiante</translation>
    </message>
    <message>
        <source>Big Asteroid</source>
        <translation>Gran Asteroide</translation>
    </message>
    <message>
        <source>Biofuels</source>
        <translation>Biocombustibles</translation>
    </message>
    <message>
        <source>Biolab</source>
        <translation>Laboratorio biológico</translation>
    </message>
    <message>
        <source>Biomass Combustors</source>
        <translation>Combustión de Biomasa</translation>
    </message>
    <message>
        <source>Biosphere Support</source>
        <translation>Ayuda a la biosfera</translation>
    </message>
    <message>
        <source>Birds</source>
        <translation>Aves</translation>
    </message>
    <message>
        <source>Black Polar Dust</source>
        <translation>Polvo Polar Negro</translation>
    </message>
    <message>
        <source>Breathing Filters</source>
        <translation>Filtros Respiratorios</translation>
    </message>
    <message>
        <source>Bribed Committee</source>
        <translation>Comité Sobornado</translation>
    </message>
    <message>
        <source>Building Industries</source>
        <translation>Constructoras</translation>
    </message>
    <message>
        <source>Bushes</source>
        <translation>Arbustos</translation>
    </message>
    <message>
        <source>Business Contacts</source>
        <translation>Red de Contactos</translation>
    </message>
    <message>
        <source>Business Empire</source>
        <translation>Imperio empresarial</translation>
    </message>
    <message>
        <source>Business Network</source>
        <translation>Red Empresarial</translation>
    </message>
    <message>
        <source>CEO&apos;s Favorite Project</source>
        <translation>Proyecto Favorito del Director</translation>
    </message>
    <message>
        <source>Callisto Penal Mines</source>
        <translation>Prisión Minera de Calisto</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Carbonate Processing</source>
        <translation>Proceso de Carbonatos</translation>
    </message>
    <message>
        <source>Caretaker Contract</source>
        <translation>Contrato de Supervisión</translation>
    </message>
    <message>
        <source>Cartel</source>
        <translation>Cártel</translation>
    </message>
    <message>
        <source>Celestic</source>
        <translation>Celestic</translation>
    </message>
    <message>
        <source>Cheung Shing MARS</source>
        <translation>Cheung Shing MARS</translation>
    </message>
    <message>
        <source>Cloud Seeding</source>
        <translation>Siembra de Nubes</translation>
    </message>
    <message>
        <source>Colonizer Training Camp</source>
        <translation>Base de Entrenamiento</translation>
    </message>
    <message>
        <source>Comet</source>
        <translation>Cometa</translation>
    </message>
    <message>
        <source>Comet for Venus</source>
        <translation>Cometa para Venus</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Distrito Comercial</translation>
    </message>
    <message>
        <source>Community Services</source>
        <translation>Servicios Comunitarios</translation>
    </message>
    <message>
        <source>Conscription</source>
        <translation>Reclutamiento</translation>
    </message>
    <message>
        <source>Convoy From Europa</source>
        <translation>Convoy Desde Europa</translation>
    </message>
    <message>
        <source>Corona Extractor</source>
        <translation>Extractor de Corona Solar</translation>
    </message>
    <message>
        <source>Corporate Stronghold</source>
        <translation>Bastión Corporativo</translation>
    </message>
    <message>
        <source>Corroder Suits</source>
        <translation>Trajes Anticorrosión</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>CrediCor</translation>
    </message>
    <message>
        <source>Cryo-Sleep</source>
        <translation>Sueño Criogénico</translation>
    </message>
    <message>
        <source>Cupola City</source>
        <translation>Ciudad Cúpula</translation>
    </message>
    <message>
        <source>Dawn City</source>
        <translation>Ciudad Amanecer</translation>
    </message>
    <message>
        <source>Decomposers</source>
        <translation>Descomponedores</translation>
    </message>
    <message>
        <source>Deep Well Heating</source>
        <translation>Calor de Pozo Profundo</translation>
    </message>
    <message>
        <source>Deimos Down</source>
        <translation>Derribo de Deimos</translation>
    </message>
    <message>
        <source>Designed Microorganisms</source>
        <translation>Microorganismos de Diseño</translation>
    </message>
    <message>
        <source>Deuterium Export</source>
        <translation>Exportación de Deuterio</translation>
    </message>
    <message>
        <source>Development Center</source>
        <translation>Centro de Desarrollo</translation>
    </message>
    <message>
        <source>Dirigibles</source>
        <translation>Dirigibles</translation>
    </message>
    <message>
        <source>Dome Farming</source>
        <translation>Cultivos en domos</translation>
    </message>
    <message>
        <source>Domed Crater</source>
        <translation>Cráter Abovedado</translation>
    </message>
    <message>
        <source>Donation</source>
        <translation>Donación</translation>
    </message>
    <message>
        <source>Dust Seals</source>
        <translation>Junta Anti-Polvo</translation>
    </message>
    <message>
        <source>Early Settlement</source>
        <translation>Asentamiento inicial</translation>
    </message>
    <message>
        <source>Earth Catapult</source>
        <translation>Catapulta Terrestre</translation>
    </message>
    <message>
        <source>Earth Elevator</source>
        <translation>Elevador Terrestre</translation>
    </message>
    <message>
        <source>Earth Office</source>
        <translation>Sucursal en la Tierra</translation>
    </message>
    <message>
        <source>Eccentric Sponsor</source>
        <translation>Patrocinador excéntrico</translation>
    </message>
    <message>
        <source>Ecoline</source>
        <translation>EcoLine</translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation>Zona Ecológica</translation>
    </message>
    <message>
        <source>Ecology Experts</source>
        <translation>Expertos en ecología</translation>
    </message>
    <message>
        <source>Ecology Research</source>
        <translation>Investigación Ecológica</translation>
    </message>
    <message>
        <source>Electro Catapult</source>
        <translation>Catapulta Eléctrica</translation>
    </message>
    <message>
        <source>Energy Saving</source>
        <translation>Ahorro Energético</translation>
    </message>
    <message>
        <source>Energy Tapping</source>
        <translation>Robo de Energía</translation>
    </message>
    <message>
        <source>Eos Chasma National Park</source>
        <translation>Parque Nacional Eos Chasma</translation>
    </message>
    <message>
        <source>Equatorial Magnetizer</source>
        <translation>Magnetizador Ecuatorial</translation>
    </message>
    <message>
        <source>Experimental Forest</source>
        <translation>Bosque Experimental</translation>
    </message>
    <message>
        <source>Extractor Balloons</source>
        <translation>Globos Extractores</translation>
    </message>
    <message>
        <source>Extreme-Cold Fungus</source>
        <translation>Hongos de Frío Extremo</translation>
    </message>
    <message>
        <source>Extremophiles</source>
        <translation>Extremófilos</translation>
    </message>
    <message>
        <source>Farming</source>
        <translation>Cultivos</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Peces</translation>
    </message>
    <message>
        <source>Floater Leasing</source>
        <translation>Alquiler de Flotadores</translation>
    </message>
    <message>
        <source>Floater Prototypes</source>
        <translation>Prototipos de Flotadores</translation>
    </message>
    <message>
        <source>Floater Technology</source>
        <translation>Tecnología Flotante</translation>
    </message>
    <message>
        <source>Floating Habs</source>
        <translation>Hábitats flotantes</translation>
    </message>
    <message>
        <source>Flooding</source>
        <translation>Inundaciones</translation>
    </message>
    <message>
        <source>Food Factory</source>
        <translation>Factoría de Alimentos</translation>
    </message>
    <message>
        <source>Forced Precipitation</source>
        <translation>Precipitaciones Forzadas</translation>
    </message>
    <message>
        <source>Freyja Biodomes</source>
        <translation>Biodomos de Freya</translation>
    </message>
    <message>
        <source>Fuel Factory</source>
        <translation>Refinería de Combustible</translation>
    </message>
    <message>
        <source>Fueled Generators</source>
        <translation>Generadores de Combustión</translation>
    </message>
    <message>
        <source>Fusion Power</source>
        <translation>Energía de Fusión</translation>
    </message>
    <message>
        <source>GHG Factories</source>
        <translation>Fábricas de GEI</translation>
    </message>
    <message>
        <source>GHG Import From Venus</source>
        <translation>GEI Importado de Venus</translation>
    </message>
    <message>
        <source>GHG Producing Bacteria</source>
        <translation>Bacteria Productora de GEI</translation>
    </message>
    <message>
        <source>Galilean Mining</source>
        <translation>Minería galileana</translation>
    </message>
    <message>
        <source>Galilean Waystation</source>
        <translation>Estación Galileana</translation>
    </message>
    <message>
        <source>Ganymede Colony</source>
        <translation>Colonia Ganímedes</translation>
    </message>
    <message>
        <source>Gene Repair</source>
        <translation>Reparación Genética</translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation>Energía Geotérmica</translation>
    </message>
    <message>
        <source>Giant Ice Asteroid</source>
        <translation>Asteroide de Hielo Gigante</translation>
    </message>
    <message>
        <source>Giant Solar Shade</source>
        <translation>Protección Solar Gigante</translation>
    </message>
    <message>
        <source>Giant Space Mirror</source>
        <translation>Espejo Espacial Gigante</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>Hierba</translation>
    </message>
    <message>
        <source>Great Aquifer</source>
        <translation>Gran acuífero</translation>
    </message>
    <message>
        <source>Great Dam</source>
        <translation>Presa Gigante</translation>
    </message>
    <message>
        <source>Great Escarpment Consortium</source>
        <translation>Consorcio del Gran Escarpe</translation>
    </message>
    <message>
        <source>Greenhouses</source>
        <translation>Invernaderos</translation>
    </message>
    <message>
        <source>Gyropolis</source>
        <translation>Girópolis</translation>
    </message>
    <message>
        <source>Hackers</source>
        <translation>Piratas Informáticos</translation>
    </message>
    <message>
        <source>Heat Trappers</source>
        <translation>Atrapadores de Calor</translation>
    </message>
    <message>
        <source>Heather</source>
        <translation>Brezo</translation>
    </message>
    <message>
        <source>Heavy Taxation</source>
        <translation>Impuestos Elevados</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Helion</translation>
    </message>
    <message>
        <source>Herbivores</source>
        <translation>Herbívoros</translation>
    </message>
    <message>
        <source>Hired Raiders</source>
        <translation>Saqueador a Sueldo</translation>
    </message>
    <message>
        <source>House Printing</source>
        <translation>Impresión de viviendas</translation>
    </message>
    <message>
        <source>Huge Asteroid</source>
        <translation>Asteroide gigante</translation>
    </message>
    <message>
        <source>Hydrogen to Venus</source>
        <translation>Hidrógeno a Venus</translation>
    </message>
    <message>
        <source>Ice Asteroid</source>
        <translation>Asteroide de Hielo</translation>
    </message>
    <message>
        <source>Ice Cap Melting</source>
        <translation>Deshielo de Casquete Polar</translation>
    </message>
    <message>
        <source>Ice Moon Colony</source>
        <translation>Colonia Luna de Hielo</translation>
    </message>
    <message>
        <source>Immigrant City</source>
        <translation>Ciudad de Inmigrantes</translation>
    </message>
    <message>
        <source>Immigration Shuttles</source>
        <translation>Lanzaderas de Inmigración</translation>
    </message>
    <message>
        <source>Impactor Swarm</source>
        <translation>Enjambre de Impactadores</translation>
    </message>
    <message>
        <source>Import of Advanced GHG</source>
        <translation>Importación de GEI Avanzado</translation>
    </message>
    <message>
        <source>Imported GHG</source>
        <translation>Importación de GEI</translation>
    </message>
    <message>
        <source>Imported Hydrogen</source>
        <translation>Hidrógeno Importado</translation>
    </message>
    <message>
        <source>Imported Nitrogen</source>
        <translation>Importación de Nitrógeno</translation>
    </message>
    <message>
        <source>Indentured Workers</source>
        <translation>Becarios</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Centro Industrial</translation>
    </message>
    <message>
        <source>Industrial Microbes</source>
        <translation>Microbios Industriales</translation>
    </message>
    <message>
        <source>Insects</source>
        <translation>Insectos</translation>
    </message>
    <message>
        <source>Insulation</source>
        <translation>Aislamiento</translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation>Interplanetary Cinematics</translation>
    </message>
    <message>
        <source>Interplanetary Colony Ship</source>
        <translation>Nave Colonial Interplanetaria</translation>
    </message>
    <message>
        <source>Interstellar Colony Ship</source>
        <translation>Nave Colonia Interestelar</translation>
    </message>
    <message>
        <source>Invention Contest</source>
        <translation>Concurso de Inventos</translation>
    </message>
    <message>
        <source>Inventors&apos; Guild</source>
        <translation>Gremio de Inventores</translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation>Inventrix</translation>
    </message>
    <message>
        <source>Investment Loan</source>
        <translation>Préstamo de Inversión</translation>
    </message>
    <message>
        <source>Io Mining Industries</source>
        <translation>Industrias Mineras IO</translation>
    </message>
    <message>
        <source>Io Research Outpost</source>
        <translation>Puesto de investigación en IO</translation>
    </message>
    <message>
        <source>Io Sulphur Research</source>
        <translation>Investigar Azufre de Ío</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation>Metalurgia</translation>
    </message>
    <message>
        <source>Ishtar Mining</source>
        <translation>Minado en Ishtar</translation>
    </message>
    <message>
        <source>Jet Stream Microscrappers</source>
        <translation>Microdestructores Propulsados</translation>
    </message>
    <message>
        <source>Jovian Lanterns</source>
        <translation>Faros Jovianos</translation>
    </message>
    <message>
        <source>Jupiter Floating Station</source>
        <translation>Estación Flotante de Júpiter</translation>
    </message>
    <message>
        <source>Kelp Farming</source>
        <translation>Cultivo de Alga Marina</translation>
    </message>
    <message>
        <source>Lagrange Observatory</source>
        <translation>Observatorio Lagrange</translation>
    </message>
    <message>
        <source>Lake Marineris</source>
        <translation>Lago Marineris</translation>
    </message>
    <message>
        <source>Land Claim</source>
        <translation>Reclamar Territorio</translation>
    </message>
    <message>
        <source>Large Convoy</source>
        <translation>Gran Convoy</translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation>Ríos de Lava</translation>
    </message>
    <message>
        <source>Lava Tube Settlement</source>
        <translation>Asentamiento en tubo de lava</translation>
    </message>
    <message>
        <source>Lichen</source>
        <translation>Liquen</translation>
    </message>
    <message>
        <source>Lightning Harvest</source>
        <translation>Recolección de Rayos</translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation>Ganado</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Préstamo</translation>
    </message>
    <message>
        <source>Local Heat Trapping</source>
        <translation>Recolección de Calor Local</translation>
    </message>
    <message>
        <source>Local Shading</source>
        <translation>Sombra Local</translation>
    </message>
    <message>
        <source>Luna Governor</source>
        <translation>Gobernador de la Luna</translation>
    </message>
    <message>
        <source>Luna Metropolis</source>
        <translation>Metrópolis Luna</translation>
    </message>
    <message>
        <source>Lunar Beam</source>
        <translation>Haz de Luna</translation>
    </message>
    <message>
        <source>Lunar Exports</source>
        <translation>Exportaciones Lunares</translation>
    </message>
    <message>
        <source>Lunar Mining</source>
        <translation>Minería Lunar</translation>
    </message>
    <message>
        <source>Luxury Foods</source>
        <translation>Delicatessen</translation>
    </message>
    <message>
        <source>Magnetic Field Dome</source>
        <translation>Bóveda de Campo Magnético</translation>
    </message>
    <message>
        <source>Magnetic Field Generators</source>
        <translation>Generadores de Campo Magnético</translation>
    </message>
    <message>
        <source>Mangrove</source>
        <translation>Manglares</translation>
    </message>
    <message>
        <source>Manutech</source>
        <translation>Manutech</translation>
    </message>
    <message>
        <source>Market Manipulation</source>
        <translation>Manipulación de Mercado</translation>
    </message>
    <message>
        <source>Mars University</source>
        <translation>Universidad de Marte</translation>
    </message>
    <message>
        <source>Martian Industries</source>
        <translation>Industrias Marcianas</translation>
    </message>
    <message>
        <source>Martian Rails</source>
        <translation>Tren Marciano</translation>
    </message>
    <message>
        <source>Martian Survey</source>
        <translation>Reconocimiento marciano</translation>
    </message>
    <message>
        <source>Martian Zoo</source>
        <translation>Zoo Marciano</translation>
    </message>
    <message>
        <source>Mass Converter</source>
        <translation>Conversor de Masa</translation>
    </message>
    <message>
        <source>Maxwell Base</source>
        <translation>Base Maxwell</translation>
    </message>
    <message>
        <source>Media Archives</source>
        <translation>Archivos Multimedia</translation>
    </message>
    <message>
        <source>Media Group</source>
        <translation>Grupo de Comunicación</translation>
    </message>
    <message>
        <source>Medical Lab</source>
        <translation>Laboratorio Médico</translation>
    </message>
    <message>
        <source>Metal-Rich Asteroid</source>
        <translation>Asteroide rico en metales</translation>
    </message>
    <message>
        <source>Metals Company</source>
        <translation>Compañía de metal</translation>
    </message>
    <message>
        <source>Methane From Titan</source>
        <translation>Metano desde Titán</translation>
    </message>
    <message>
        <source>Micro-Mills</source>
        <translation>Micromolinos</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mina</translation>
    </message>
    <message>
        <source>Mineral Deposit</source>
        <translation>Depósito de Mineral</translation>
    </message>
    <message>
        <source>Mining Area</source>
        <translation>Cuenca Minera</translation>
    </message>
    <message>
        <source>Mining Colony</source>
        <translation>Colonia Minera</translation>
    </message>
    <message>
        <source>Mining Expedition</source>
        <translation>Expedición Minera</translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation>Mining Guild</translation>
    </message>
    <message>
        <source>Mining Operations</source>
        <translation>Operaciones mineras</translation>
    </message>
    <message>
        <source>Mining Quota</source>
        <translation>Cuota de Minado</translation>
    </message>
    <message>
        <source>Mining Rights</source>
        <translation>Licencia de Minería</translation>
    </message>
    <message>
        <source>Minority Refuge</source>
        <translation>Refugio de Minorías</translation>
    </message>
    <message>
        <source>Miranda Resort</source>
        <translation>Centro Turístico Miranda</translation>
    </message>
    <message>
        <source>Mohole</source>
        <translation>Mohole</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Área Mohole</translation>
    </message>
    <message>
        <source>Mohole Excavation</source>
        <translation>Excavación Mohole</translation>
    </message>
    <message>
        <source>Molecular Printing</source>
        <translation>Impresión Molecular</translation>
    </message>
    <message>
        <source>Morning Star Inc.</source>
        <translation>Morning Star Inc.</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Musgo</translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation>Reserva Natural</translation>
    </message>
    <message>
        <source>Neutralizer Factory</source>
        <translation>Fábrica Neutralizante</translation>
    </message>
    <message>
        <source>Nitrite Reducing Bacteria</source>
        <translation>Bacteria Reductora de Nitrito</translation>
    </message>
    <message>
        <source>Nitrogen Shipment</source>
        <translation>Cargamento de nitrógeno</translation>
    </message>
    <message>
        <source>Nitrogen from Titan</source>
        <translation>Nitrógeno de Titán</translation>
    </message>
    <message>
        <source>Nitrogen-Rich Asteroid</source>
        <translation>Asteroide Rico en Nitrógeno</translation>
    </message>
    <message>
        <source>Nitrophilic Moss</source>
        <translation>Musgo Nitrofílico</translation>
    </message>
    <message>
        <source>Noctis City</source>
        <translation>Ciudad Noctis</translation>
    </message>
    <message>
        <source>Noctis Farming</source>
        <translation>Cultivos en Noctis</translation>
    </message>
    <message>
        <source>Nuclear Power</source>
        <translation>Energía Nuclear</translation>
    </message>
    <message>
        <source>Nuclear Zone</source>
        <translation>Zona Nuclear</translation>
    </message>
    <message>
        <source>Olympus Conference</source>
        <translation>Conferencia de Olympus</translation>
    </message>
    <message>
        <source>Omnicourt</source>
        <translation>Omnitribunal</translation>
    </message>
    <message>
        <source>Open City</source>
        <translation>Ciudad Abierta</translation>
    </message>
    <message>
        <source>Optimal Aerobraking</source>
        <translation>Aerofreno Óptimo</translation>
    </message>
    <message>
        <source>Orbital Construction Yard</source>
        <translation>Zona de construcción orbital</translation>
    </message>
    <message>
        <source>Orbital Reflectors</source>
        <translation>Reflectores Orbitales</translation>
    </message>
    <message>
        <source>Ore Processor</source>
        <translation>Procesador de Minerales</translation>
    </message>
    <message>
        <source>Permafrost Extraction</source>
        <translation>Extracción de Permahielo</translation>
    </message>
    <message>
        <source>Peroxide Power</source>
        <translation>Energía de Peróxidos</translation>
    </message>
    <message>
        <source>Pets</source>
        <translation>Mascotas</translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation>PhoboLog</translation>
    </message>
    <message>
        <source>Phobos Space Haven</source>
        <translation>Santuario Espacial Phobos</translation>
    </message>
    <message>
        <source>Physics Complex</source>
        <translation>Complejo Físico</translation>
    </message>
    <message>
        <source>Pioneer Settlement</source>
        <translation>Asentamiento Pionero</translation>
    </message>
    <message>
        <source>Plantation</source>
        <translation>Plantación</translation>
    </message>
    <message>
        <source>Point Luna</source>
        <translation>Point Luna</translation>
    </message>
    <message>
        <source>Polar Industries</source>
        <translation>Industrias polares</translation>
    </message>
    <message>
        <source>Polyphemos</source>
        <translation>Polyphemos</translation>
    </message>
    <message>
        <source>Poseidon</source>
        <translation>Poseidón</translation>
    </message>
    <message>
        <source>Power Generation</source>
        <translation>Generación de energía</translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation>Red Eléctrica</translation>
    </message>
    <message>
        <source>Power Infrastructure</source>
        <translation>Infraestructura Energética</translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation>Planta energética</translation>
    </message>
    <message>
        <source>Power Supply Consortium</source>
        <translation>Consorcio de Suministro Eléctrico</translation>
    </message>
    <message>
        <source>Predators</source>
        <translation>Depredadores</translation>
    </message>
    <message>
        <source>Productive Outpost</source>
        <translation>Puesto Avanzado Eficiente</translation>
    </message>
    <message>
        <source>Protected Habitats</source>
        <translation>Hábitats Protegidos</translation>
    </message>
    <message>
        <source>Protected Valley</source>
        <translation>Valle Protegido</translation>
    </message>
    <message>
        <source>Psychrophiles</source>
        <translation>Psicrófilos</translation>
    </message>
    <message>
        <source>Quantum Communications</source>
        <translation>Comunicación Cuántica</translation>
    </message>
    <message>
        <source>Quantum Extractor</source>
        <translation>Extractor de Quantum</translation>
    </message>
    <message>
        <source>Rad-Chem Factory</source>
        <translation>Fábrica Radiológica-Química</translation>
    </message>
    <message>
        <source>Rad-Suits</source>
        <translation>Trajes Anti-Radiación</translation>
    </message>
    <message>
        <source>Red Spot Observatory</source>
        <translation>Observatorio &apos;Mancha Roja&apos;</translation>
    </message>
    <message>
        <source>Refugee Camps</source>
        <translation>Campo de Refugiados</translation>
    </message>
    <message>
        <source>Regolith Eaters</source>
        <translation>Devorador de Regolito</translation>
    </message>
    <message>
        <source>Release of Inert Gases</source>
        <translation>Liberación de Gases Inertes</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Investigación</translation>
    </message>
    <message>
        <source>Research Colony</source>
        <translation>Colonia de Investigación</translation>
    </message>
    <message>
        <source>Research Coordination</source>
        <translation>Investigación coordinada</translation>
    </message>
    <message>
        <source>Research Network</source>
        <translation>Red de investigación</translation>
    </message>
    <message>
        <source>Research Outpost</source>
        <translation>Base Científica</translation>
    </message>
    <message>
        <source>Restricted Area</source>
        <translation>Área Restringida</translation>
    </message>
    <message>
        <source>Rim Freighters</source>
        <translation>Carguero Exterior</translation>
    </message>
    <message>
        <source>Robinson Industries</source>
        <translation>Robinson Industries</translation>
    </message>
    <message>
        <source>Robotic Workforce</source>
        <translation>Mano de Obra Robótica</translation>
    </message>
    <message>
        <source>Rotator Impacts</source>
        <translation>Impactos Rotatorios</translation>
    </message>
    <message>
        <source>Rover Construction</source>
        <translation>Vehículo de Construcción</translation>
    </message>
    <message>
        <source>SF Memorial</source>
        <translation>Monumento a SF</translation>
    </message>
    <message>
        <source>Sabotage</source>
        <translation>Sabotaje</translation>
    </message>
    <message>
        <source>Satellites</source>
        <translation>Satélites</translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation>Saturn Systems</translation>
    </message>
    <message>
        <source>Search For Life</source>
        <translation>Búsqueda de Vida</translation>
    </message>
    <message>
        <source>Security Fleet</source>
        <translation>Flota de Seguridad</translation>
    </message>
    <message>
        <source>Self-Sufficient Settlement</source>
        <translation>Asentamiento autosuficiente</translation>
    </message>
    <message>
        <source>Shuttles</source>
        <translation>Transbordadores</translation>
    </message>
    <message>
        <source>Sister Planet Support</source>
        <translation>Planeta Hermano</translation>
    </message>
    <message>
        <source>Sky Docks</source>
        <translation>Muelle Flotante</translation>
    </message>
    <message>
        <source>Small Animals</source>
        <translation>Pequeños Animales</translation>
    </message>
    <message>
        <source>Smelting Plant</source>
        <translation>Planta de fundición</translation>
    </message>
    <message>
        <source>Society Support</source>
        <translation>Apoyo social</translation>
    </message>
    <message>
        <source>Soil Factory</source>
        <translation>Fábrica de Mantillo</translation>
    </message>
    <message>
        <source>Solar Power</source>
        <translation>Energía Solar</translation>
    </message>
    <message>
        <source>Solar Probe</source>
        <translation>Sonda Solar</translation>
    </message>
    <message>
        <source>Solar Reflectors</source>
        <translation>Reflectores Solares</translation>
    </message>
    <message>
        <source>Solar Wind Power</source>
        <translation>Energía de Viento Solar</translation>
    </message>
    <message>
        <source>Solarnet</source>
        <translation>Red Solar</translation>
    </message>
    <message>
        <source>Soletta</source>
        <translation>Espejo Solar</translation>
    </message>
    <message>
        <source>Space Elevator</source>
        <translation>Ascensor Espacial</translation>
    </message>
    <message>
        <source>Space Hotels</source>
        <translation>Hoteles espaciales</translation>
    </message>
    <message>
        <source>Space Mirrors</source>
        <translation>Espejos Espaciales</translation>
    </message>
    <message>
        <source>Space Port</source>
        <translation>Puerto Espacial</translation>
    </message>
    <message>
        <source>Space Port Colony</source>
        <translation>Colonia en Puerto Espacial</translation>
    </message>
    <message>
        <source>Space Station</source>
        <translation>Estación Espacial</translation>
    </message>
    <message>
        <source>Special Design</source>
        <translation>Diseño Exclusivo</translation>
    </message>
    <message>
        <source>Spin-Inducing Asteroid</source>
        <translation>Asteroide Inductor de Giro</translation>
    </message>
    <message>
        <source>Spin-off Department</source>
        <translation>Departamento Filial</translation>
    </message>
    <message>
        <source>Sponsored Academies</source>
        <translation>Academias Patrocinadas</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Patrocinadores</translation>
    </message>
    <message>
        <source>Standard Technology</source>
        <translation>Tecnología Estándar</translation>
    </message>
    <message>
        <source>Steelworks</source>
        <translation>Siderurgia</translation>
    </message>
    <message>
        <source>Stormcraft Incorporated</source>
        <translation>Stormcraft Incorporated</translation>
    </message>
    <message>
        <source>Stratopolis</source>
        <translation>Estratópolis</translation>
    </message>
    <message>
        <source>Stratospheric Birds</source>
        <translation>Aves Estratosféricas</translation>
    </message>
    <message>
        <source>Strip Mine</source>
        <translation>Mina a Cielo Abierto</translation>
    </message>
    <message>
        <source>Sub-zero Salt Fish</source>
        <translation>Pez de Agua Salada Fría</translation>
    </message>
    <message>
        <source>Subterranean Reservoir</source>
        <translation>Reserva Subterránea</translation>
    </message>
    <message>
        <source>Sulphur Exports</source>
        <translation>Exportaciones de Azufre</translation>
    </message>
    <message>
        <source>Sulphur-Eating Bacteria</source>
        <translation>Bacteria Devora-Sulfuro</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Supply Drop</source>
        <translation>Envío de provisiones</translation>
    </message>
    <message>
        <source>Symbiotic Fungus</source>
        <translation>Hongos Simbióticos</translation>
    </message>
    <message>
        <source>Tardigrades</source>
        <translation>Tardígrados</translation>
    </message>
    <message>
        <source>Technology Demonstration</source>
        <translation>Demostración Tecnológica</translation>
    </message>
    <message>
        <source>Tectonic Stress Power</source>
        <translation>Energía de Placas Tectónicas</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Teractor</translation>
    </message>
    <message>
        <source>Terraforming Contract</source>
        <translation>Contrato de Terraformación</translation>
    </message>
    <message>
        <source>Terraforming Ganymede</source>
        <translation>Terraformando Ganímedes</translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation>República Tharsis</translation>
    </message>
    <message>
        <source>Thermophiles</source>
        <translation>Termófilos</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ThorGate</translation>
    </message>
    <message>
        <source>Titan Air-scrapping</source>
        <translation>Recogida de Aire en Titán</translation>
    </message>
    <message>
        <source>Titan Floating Launch-pad</source>
        <translation>Plataforma Flotante de Titán</translation>
    </message>
    <message>
        <source>Titan Shuttles</source>
        <translation>Lanzaderas de Titán</translation>
    </message>
    <message>
        <source>Titanium Mine</source>
        <translation>Mina de Titanio</translation>
    </message>
    <message>
        <source>Toll Station</source>
        <translation>Estación de Peaje</translation>
    </message>
    <message>
        <source>Towing A Comet</source>
        <translation>Remolque de Cometa</translation>
    </message>
    <message>
        <source>Trade Envoys</source>
        <translation>Misión Comercial</translation>
    </message>
    <message>
        <source>Trading Colony</source>
        <translation>Colonia Comercial</translation>
    </message>
    <message>
        <source>Trans-Neptune Probe</source>
        <translation>Sonda Trans-Neptuno</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Árboles</translation>
    </message>
    <message>
        <source>Tropical Resort</source>
        <translation>Resort Tropical</translation>
    </message>
    <message>
        <source>Tundra Farming</source>
        <translation>Cultivo en Tundra</translation>
    </message>
    <message>
        <source>UNMI Contractor</source>
        <translation>Contratista de UNMI</translation>
    </message>
    <message>
        <source>Underground City</source>
        <translation>Ciudad Subterránea</translation>
    </message>
    <message>
        <source>Underground Detonations</source>
        <translation>Detonaciones Subterráneas</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation>United Nations Mars Initiative</translation>
    </message>
    <message>
        <source>Urban Decomposers</source>
        <translation>Descomponedores Urbanos</translation>
    </message>
    <message>
        <source>Urbanized Area</source>
        <translation>Área Urbanizada</translation>
    </message>
    <message>
        <source>Valley Trust</source>
        <translation>Valley Trust</translation>
    </message>
    <message>
        <source>Venus Governor</source>
        <translation>Gobernador de Venus</translation>
    </message>
    <message>
        <source>Venus Magnetizer</source>
        <translation>Magnetizador de Venus</translation>
    </message>
    <message>
        <source>Venus Soils</source>
        <translation>Tierras de Venus</translation>
    </message>
    <message>
        <source>Venus Waystation</source>
        <translation>Estación de Paso de Venus</translation>
    </message>
    <message>
        <source>Venusian Animals</source>
        <translation>Animales Venusianos</translation>
    </message>
    <message>
        <source>Venusian Insects</source>
        <translation>Insectos Venusianos</translation>
    </message>
    <message>
        <source>Venusian Plants</source>
        <translation>Plantas Venusianas</translation>
    </message>
    <message>
        <source>Vesta Shipyard</source>
        <translation>Astilleros Vesta</translation>
    </message>
    <message>
        <source>Viral Enhancers</source>
        <translation>Potenciadores Virales</translation>
    </message>
    <message>
        <source>Viron</source>
        <translation>Viron</translation>
    </message>
    <message>
        <source>Virus</source>
        <translation>Virus</translation>
    </message>
    <message>
        <source>Vitor</source>
        <translation>Vitor</translation>
    </message>
    <message>
        <source>Warp Drive</source>
        <translation>Motor de Curvatura</translation>
    </message>
    <message>
        <source>Water Import From Europa</source>
        <translation>Importación de Agua de Europa</translation>
    </message>
    <message>
        <source>Water Splitting Plant</source>
        <translation>Planta de Separación del Agua</translation>
    </message>
    <message>
        <source>Water to Venus</source>
        <translation>Agua a Venus</translation>
    </message>
    <message>
        <source>Wave Power</source>
        <translation>Energía Olamotriz</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Molinos de Viento</translation>
    </message>
    <message>
        <source>Worms</source>
        <translation>Gusanos</translation>
    </message>
    <message>
        <source>Zeppelins</source>
        <translation>Zepelines</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>Action, pick one: 1 titanium → two floaters here; or discard 2 floaters from here → Venus up one step.</source>
        <translation>Acción, elige una: 1 de titanio → añade dos flotadores a esta carta; o descarta 2 flotadores de esta carta → aumenta Venus 1 nivel.</translation>
    </message>
    <message>
        <source>Action, pick one: 1 titanium → two floaters onto this card; or two floaters off this card → your TR goes up 1. VP: 2.</source>
        <translation>Acción, elige una: 1 de titanio → añade dos flotadores a esta carta; o quita dos flotadores de esta carta → tu TR sube 1. VP: 2.</translation>
    </message>
    <message>
        <source>Action, pick one: 2 M€ → one floater here; or discard 2 floaters from here → Venus up one step.</source>
        <translation>Acción, elige una: 2 M€ → añade un flotador a esta carta; o descarta 2 flotadores de esta carta → aumenta Venus 1 nivel.</translation>
    </message>
    <message>
        <source>Action, pick one: one floater here; or discard a floater from here → M€ production +1.</source>
        <translation>Acción, elige una: añade un flotador a esta carta; o descarta un flotador de esta carta → producción de M€ +1.</translation>
    </message>
    <message>
        <source>Action, pick one: one floater here; or discard a floater from here → energy production +1.</source>
        <translation>Acción, elige una: añade un flotador a esta carta; o descarta un flotador de esta carta → producción de energía +1.</translation>
    </message>
    <message>
        <source>Action, pick one: one floater onto any card of yours (this one too); or discard a floater from here → draw a card. VP: 1.</source>
        <translation>Acción, elige una: añade un flotador a cualquiera de tus cartas (también esta); o descarta un flotador de esta carta → roba una carta. VP: 1.</translation>
    </message>
    <message>
        <source>Action, pick one: one microbe here; or discard 2 microbes from here → oxygen up one step.</source>
        <translation>Acción, elige una: añade un microbio a esta carta; o descarta 2 microbios de esta carta → aumenta el nivel de oxígeno 1 nivel.</translation>
    </message>
    <message>
        <source>Action, pick one: two floaters onto one of your Jovian-tagged cards (this one too); or any number of floaters off this card, at least one → as many titanium. VP: 1.</source>
        <translation>Acción, elige una: añade dos flotadores a una de tus cartas con tipo Joviano (también esta); o quita de esta carta los flotadores que quieras, al menos uno → tantos de titanio. VP: 1.</translation>
    </message>
    <message>
        <source>Action: 1 energy → 1 M€ per city tile on Mars (every player&apos;s; cities off Mars are not counted).</source>
        <translation>Acción: 1 de energía → 1 M€ por cada loseta de ciudad en Marte (de todos los jugadores; las ciudades fuera de Marte no cuentan).</translation>
    </message>
    <message>
        <source>Action: 1 energy → draw a card.</source>
        <translation>Acción: 1 de energía → roba una carta.</translation>
    </message>
    <message>
        <source>Action: 1 titanium → one fighter resource here. VP: 1 per fighter here.</source>
        <translation>Acción: 1 de titanio → añade aquí un recurso de caza. VP: 1 por cada caza en esta carta.</translation>
    </message>
    <message>
        <source>Action: 10 M€ → heat production +2.</source>
        <translation>Acción: 10 M€ → producción de calor +2.</translation>
    </message>
    <message>
        <source>Action: 12 M€ (titanium usable as for space cards) → one ocean tile. VP: 1 per Jovian tag you hold.</source>
        <translation>Acción: 12 M€ (puedes usar titanio como en las cartas con tipo Espacio) → una loseta de océano. VP: 1 por cada tipo Joviano que tengas.</translation>
    </message>
    <message>
        <source>Action: 4 energy → 1 steel, and oxygen goes up one step.</source>
        <translation>Acción: 4 de energía → 1 de acero, y aumenta el nivel de oxígeno 1 nivel.</translation>
    </message>
    <message>
        <source>Action: 4 energy → 1 titanium, and oxygen goes up one step.</source>
        <translation>Acción: 4 de energía → 1 de titanio, y aumenta el nivel de oxígeno 1 nivel.</translation>
    </message>
    <message>
        <source>Action: 4 energy → 2 steel, and oxygen goes up one step.</source>
        <translation>Acción: 4 de energía → 2 de acero, y aumenta el nivel de oxígeno 1 nivel.</translation>
    </message>
    <message>
        <source>Action: 6 energy → one science resource here. VP: 2 per science resource here.</source>
        <translation>Acción: 6 de energía → añade un recurso de ciencia a esta carta. VP: 2 por cada recurso de ciencia en esta carta.</translation>
    </message>
    <message>
        <source>Action: 7 M€ → energy production +1.</source>
        <translation>Acción: 7 M€ → producción de energía +1.</translation>
    </message>
    <message>
        <source>Action: 8 M€ (steel usable as for building cards) → one ocean tile.</source>
        <translation>Acción: 8 M€ (puedes usar acero como en las cartas con tipo Edificio) → una loseta de océano.</translation>
    </message>
    <message>
        <source>Action: M€ production down 1 step → a camp onto this card. VP: 1 per camp here.</source>
        <translation>Acción: tu producción de M€ baja 1 nivel → añade un campamento a esta carta. VP: 1 por cada campamento en esta carta.</translation>
    </message>
    <message>
        <source>Action: any number of your energy → that many M€.</source>
        <translation>Acción: cualquier cantidad de tu energía → esa misma cantidad de M€.</translation>
    </message>
    <message>
        <source>Action: lower your energy production by one → TR +1.</source>
        <translation>Acción: disminuye tu producción de energía 1 nivel → TR +1.</translation>
    </message>
    <message>
        <source>Action: one floater onto another card of yours.</source>
        <translation>Acción: añade un flotador a otra de tus cartas.</translation>
    </message>
    <message>
        <source>Action: one floater onto any card of yours (this one too). Ongoing: floaters here pay for Venus-tagged cards, 3 M€ each.</source>
        <translation>Acción: añade un flotador a cualquiera de tus cartas (también esta). Efecto: los flotadores de esta carta pagan cartas con tipo Venus, 3 M€ cada uno.</translation>
    </message>
    <message>
        <source>Action: one microbe here. VP: 1 per 4 microbes here.</source>
        <translation>Acción: añade un microbio a esta carta. VP: 1 por cada 4 microbios en esta carta.</translation>
    </message>
    <message>
        <source>Action: peek at the deck&apos;s top card; buy it into your hand for 3 M€ or throw it on the discard pile.</source>
        <translation>Acción: mira la primera carta del mazo; cómprala para tu mano por 3 M€ o ponla en la pila de descartes.</translation>
    </message>
    <message>
        <source>Add one resource to a card of yours already holding at least one resource (same kind as it holds).</source>
        <translation>Añade un recurso a una de tus cartas que ya tenga al menos un recurso (de la misma clase que los que ya tiene).</translation>
    </message>
    <message>
        <source>An ocean tile goes down.</source>
        <translation>Coloca una loseta de océano.</translation>
    </message>
    <message>
        <source>An ocean tile goes down. Production: M€ -2, heat +3.</source>
        <translation>Coloca una loseta de océano. Producción: M€ -2, calor +3.</translation>
    </message>
    <message>
        <source>An ocean tile goes down; you may then strip up to 4 M€ from the owner of one tile bordering it. VP: -1.</source>
        <translation>Coloca una loseta de océano; después puedes eliminar hasta 4 M€ al propietario de una loseta adyacente a ella. VP: -1.</translation>
    </message>
    <message>
        <source>Any one player: energy production -1; then your energy production +1. VP: -1.</source>
        <translation>Cualquier jugador: producción de energía -1; después, tu producción de energía +1. VP: -1.</translation>
    </message>
    <message>
        <source>Any one player: heat production -2. Production: energy +1. VP: -1.</source>
        <translation>Cualquier jugador: producción de calor -2. Producción: energía +1. VP: -1.</translation>
    </message>
    <message>
        <source>Bears a wild tag (it counts as one tag of any kind). No other effect.</source>
        <translation>Tiene un tipo comodín (cuenta como un tipo de cualquier clase). Ningún otro efecto.</translation>
    </message>
    <message>
        <source>Bears a wild tag. Production: M€ +1. You draw 3 cards.</source>
        <translation>Tiene un tipo comodín. Producción: M€ +1. Roba 3 cartas.</translation>
    </message>
    <message>
        <source>Bears two science tags. You draw two cards. VP: 1.</source>
        <translation>Tiene dos tipos Ciencia. Roba dos cartas. VP: 1.</translation>
    </message>
    <message>
        <source>Build a colony, and place an ocean tile.</source>
        <translation>Construye una colonia y coloca una loseta de océano.</translation>
    </message>
    <message>
        <source>Build a colony, even on a tile where you already have one. Draw 2 cards.</source>
        <translation>Construye una colonia, incluso en una loseta de colonia donde ya tengas una. Roba 2 cartas.</translation>
    </message>
    <message>
        <source>Build a colony.</source>
        <translation>Construye una colonia.</translation>
    </message>
    <message>
        <source>Build a colony. Ongoing: before you trade, you may move that tile&apos;s track marker 1 step up.</source>
        <translation>Construye una colonia. Efecto: antes de comerciar, puedes subir 1 nivel el marcador del registro de esa loseta de colonia.</translation>
    </message>
    <message>
        <source>Build a colony; M€ production down 2 steps.</source>
        <translation>Construye una colonia; tu producción de M€ baja 2 niveles.</translation>
    </message>
    <message>
        <source>Choose one player and one option: strip up to 3 titanium, up to 4 steel, or up to 7 M€ from them.</source>
        <translation>Elige un jugador y una opción: elimínale hasta 3 de titanio, hasta 4 de acero o hasta 7 M€.</translation>
    </message>
    <message>
        <source>Choose one production boost: plants +1 or energy +2.</source>
        <translation>Elige un aumento de producción: plantas +1 o energía +2.</translation>
    </message>
    <message>
        <source>Choose: plant production up 2 steps, or M€ production up 5 steps.</source>
        <translation>Elige: producción de plantas +2, o producción de M€ +5.</translation>
    </message>
    <message>
        <source>Choose: receive 3 plants, or 3 microbes onto another card of yours, or 2 animals onto another card of yours. An ocean tile also goes down.</source>
        <translation>Elige: obtén 3 plantas, o añade 3 microbios a otra de tus cartas, o añade 2 animales a otra de tus cartas. Además, coloca una loseta de océano.</translation>
    </message>
    <message>
        <source>Choose: steal up to 2 steel or up to 3 M€ from one player (what they lose, you gain).</source>
        <translation>Elige: roba hasta 2 de acero o hasta 3 M€ a un jugador (lo que él pierde, lo ganas tú).</translation>
    </message>
    <message>
        <source>Choose: strip up to 2 animals from any single card, or up to 5 plants from one player.</source>
        <translation>Elige: elimina hasta 2 animales de una sola carta, o hasta 5 plantas de un jugador.</translation>
    </message>
    <message>
        <source>Discard 5 heat of yours, then choose: receive 4 plants, or 2 animals onto another card of yours.</source>
        <translation>Descarta 5 de tu calor y después elige: obtén 4 plantas, o añade 2 animales a otra de tus cartas.</translation>
    </message>
    <message>
        <source>Discard a card from your hand, then draw three. Every opponent draws one card. VP: 1.</source>
        <translation>Descarta una carta de tu mano y luego roba tres. Cada oponente roba una carta. VP: 1.</translation>
    </message>
    <message>
        <source>Draw a card for every 3 science tags you have, this one included. VP: 1.</source>
        <translation>Roba una carta por cada 3 tipos Ciencia que tengas, incluido el de esta carta. VP: 1.</translation>
    </message>
    <message>
        <source>Give up one floater from a card of yours (you must have one); then take up to 5 M€ from any player.</source>
        <translation>Quita un flotador de una de tus cartas (debes tener uno); después, roba hasta 5 M€ a cualquier jugador.</translation>
    </message>
    <message>
        <source>Heat production up 5 steps.</source>
        <translation>Producción de calor +5.</translation>
    </message>
    <message>
        <source>Lay a city tile on a space with no tile around it. Ongoing: all cards you play are 1 M€ cheaper.</source>
        <translation>Coloca una loseta de ciudad en una casilla sin ninguna loseta adyacente. Efecto: todas las cartas que juegues te cuestan 1 M€ menos.</translation>
    </message>
    <message>
        <source>Lay a city tile; production: energy -2, steel +2.</source>
        <translation>Coloca una loseta de ciudad; producción: energía -2, acero +2.</translation>
    </message>
    <message>
        <source>Look privately at the deck&apos;s top 3 cards: one goes to your hand, the others to the discard pile.</source>
        <translation>Mira en secreto las 3 primeras cartas del mazo: una va a tu mano y las demás, a la pila de descartes.</translation>
    </message>
    <message>
        <source>Look privately at the deck&apos;s top 4 cards: two go to your hand, the others to the discard pile.</source>
        <translation>Mira en secreto las 4 primeras cartas del mazo: dos van a tu mano y las demás, a la pila de descartes.</translation>
    </message>
    <message>
        <source>Mark a free, unreserved land space with your player marker; from then on nobody but you may put a tile there.</source>
        <translation>Marca con tu ficha de jugador una casilla de tierra firme libre y no reservada; a partir de entonces, nadie más que tú puede colocar una loseta en ella.</translation>
    </message>
    <message>
        <source>Move one colony tile&apos;s track marker 1 step up and another tile&apos;s 1 step down (both must be possible).</source>
        <translation>Sube 1 nivel el marcador del registro de una loseta de colonia y baja 1 nivel el de otra (ambas cosas deben ser posibles).</translation>
    </message>
    <message>
        <source>M€ production up 1 step for each of your cards in play that has no tag (this one, your corporation and Preludes included). VP: 1.</source>
        <translation>Producción de M€ +1 por cada carta tuya en juego sin ningún tipo (incluidas esta, tu corporación y tus Preludios). VP: 1.</translation>
    </message>
    <message>
        <source>M€ production up 1 step for every 3 floaters on your cards.</source>
        <translation>Producción de M€ +1 por cada 3 flotadores en tus cartas.</translation>
    </message>
    <message>
        <source>M€ production up 1 step for every Jovian tag in play, anyone&apos;s. VP: 1.</source>
        <translation>Producción de M€ +1 por cada tipo Joviano en juego, sea de quien sea. VP: 1.</translation>
    </message>
    <message>
        <source>M€ production up 2 steps. Ongoing: each card you play whose printed cost is 20 M€ or more draws you a card.</source>
        <translation>Producción de M€ +2. Efecto: cada carta que juegues cuyo coste impreso sea de 20 M€ o más te hace robar una carta.</translation>
    </message>
    <message>
        <source>Needs -6 °C or warmer. Lower any player&apos;s plant production 1 step. Action: an animal onto this card. VP: 1 per 2 animals here.</source>
        <translation>Requiere -6 °C o más. Producción de plantas de cualquier jugador -1. Acción: añade un animal a esta carta. VP: 1 por cada 2 animales en esta carta.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. M€ production up 2 steps, and you receive 4 M€. VP: -1.</source>
        <translation>Requiere 2 tipos Terrestre. Producción de M€ +2, y obtienes 4 M€. VP: -1.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. Production: M€ +4.</source>
        <translation>Requiere 2 tipos Terrestre. Producción: M€ +4.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. The next card you play this generation is 16 M€ cheaper. VP: -1.</source>
        <translation>Requiere 2 tipos Terrestre. La próxima carta que juegues en esta generación cuesta 16 M€ menos. VP: -1.</translation>
    </message>
    <message>
        <source>Needs 2 Earth tags. You get one more trade fleet. Ongoing: every card you play costs 1 M€ less. VP: 2.</source>
        <translation>Requiere 2 tipos Terrestre. Obtienes una flota comercial más. Efecto: todas las cartas que juegues te cuestan 1 M€ menos. VP: 2.</translation>
    </message>
    <message>
        <source>Needs 2 Jovian tags. You receive 12 heat; remove up to 2 plants from any player.</source>
        <translation>Requiere 2 tipos Joviano. Obtienes 12 de calor; elimina hasta 2 plantas de cualquier jugador.</translation>
    </message>
    <message>
        <source>Needs 2 Venus tags; bears two. Production: M€ +2.</source>
        <translation>Requiere 2 tipos Venus; tiene dos. Producción: M€ +2.</translation>
    </message>
    <message>
        <source>Needs 2 city tiles in play, anyone&apos;s. Ongoing: each Earth tag you play puts an animal here. Action: 1 M€ per animal here (the animals stay). VP: 1.</source>
        <translation>Requiere 2 losetas de ciudad en juego, de cualquier jugador. Efecto: cada tipo Terrestre que juegues añade un animal a esta carta. Acción: 1 M€ por cada animal en esta carta (los animales se quedan). VP: 1.</translation>
    </message>
    <message>
        <source>Needs 2 city tiles in play, anyone&apos;s. Production: M€ +1. VP: 1.</source>
        <translation>Requiere 2 losetas de ciudad en juego, sean de quien sean. Producción: M€ +1. VP: 1.</translation>
    </message>
    <message>
        <source>Needs 2 power tags in play. Any one player: energy production -1; then your energy production +1.</source>
        <translation>Requiere 2 tipos Energía en juego. Cualquier jugador: producción de energía -1; después, tu producción de energía +1.</translation>
    </message>
    <message>
        <source>Needs 2 power tags in play. Production: energy +3.</source>
        <translation>Requiere 2 tipos Energía en juego. Producción: energía +3.</translation>
    </message>
    <message>
        <source>Needs 2 science tags in play. Lay a greenery tile (oxygen goes up one step).</source>
        <translation>Requiere 2 tipos Ciencia en juego. Coloca una loseta de vegetación (aumenta el nivel de oxígeno 1 nivel).</translation>
    </message>
    <message>
        <source>Needs 2 science tags in play. Production: energy +3. VP: 1.</source>
        <translation>Requiere 2 tipos Ciencia en juego. Producción: energía +3. VP: 1.</translation>
    </message>
    <message>
        <source>Needs 2 science tags. Action: 2 M€ → one floater onto any card of yours (this one too). VP: 1 per 2 floaters here.</source>
        <translation>Requiere 2 tipos Ciencia. Acción: 2 M€ → añade un flotador a cualquiera de tus cartas (también esta). VP: 1 por cada 2 flotadores en esta carta.</translation>
    </message>
    <message>
        <source>Needs 2 science tags. Action: one microbe onto any card of yours (this one too). VP: 1 per 3 microbes here.</source>
        <translation>Requiere 2 tipos Ciencia. Acción: añade un microbio a cualquiera de tus cartas (también esta). VP: 1 por cada 3 microbios en esta carta.</translation>
    </message>
    <message>
        <source>Needs 2 science tags. Production: M€ +2. Your city tile goes on the Stratopolis space (off Mars). Action: two floaters onto one of your Venus-tagged cards (this one too). VP: 1 per 3 floaters here.</source>
        <translation>Requiere 2 tipos Ciencia. Producción: M€ +2. Tu loseta de ciudad se coloca en el área de Estratópolis (fuera de Marte). Acción: añade dos flotadores a una de tus cartas con tipo Venus (también esta). VP: 1 por cada 3 flotadores en esta carta.</translation>
    </message>
    <message>
        <source>Needs 3 Earth tags. M€ production up 2 steps.</source>
        <translation>Requiere 3 tipos Terrestre. Producción de M€ +2.</translation>
    </message>
    <message>
        <source>Needs 3 floaters on your cards. M€ production up 2 steps; two floaters onto any card of yours. VP: 1.</source>
        <translation>Requiere 3 flotadores en tus cartas. Producción de M€ +2; añade dos flotadores a cualquiera de tus cartas. VP: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags in play. Production: M€ +2. VP: 2.</source>
        <translation>Requiere 3 tipos Ciencia en juego. Producción: M€ +2. VP: 2.</translation>
    </message>
    <message>
        <source>Needs 3 science tags in play. Production: energy +1, M€ +1. VP: 1.</source>
        <translation>Requiere 3 tipos Ciencia en juego. Producción: energía +1, M€ +1. VP: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags in play. Production: energy -1. Action: draw two cards. VP: 1.</source>
        <translation>Requiere 3 tipos Ciencia en juego. Producción: energía -1. Acción: roba dos cartas. VP: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. Action, pick one: a floater onto one of your Jovian-tagged cards (this one too); or 1 M€ per floater here, 4 M€ at most (the floaters stay). VP: 1.</source>
        <translation>Requiere 3 tipos Ciencia. Acción, elige una: añade un flotador a una de tus cartas con tipo Joviano (también esta); o 1 M€ por cada flotador en esta carta, 4 M€ como máximo (los flotadores se quedan). VP: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. Choose: temperature up two steps, or Venus up two steps. Then two floaters onto any card of yours. VP: 1.</source>
        <translation>Requiere 3 tipos Ciencia. Elige: aumenta la temperatura 2 niveles, o aumenta Venus 2 niveles. Después, añade dos flotadores a cualquiera de tus cartas. VP: 1.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. Draw 2 cards. Action, pick one: a floater onto this card; or a floater off this card → draw a card. VP: 2.</source>
        <translation>Requiere 3 tipos Ciencia. Roba 2 cartas. Acción, elige una: añade un flotador a esta carta; o quita un flotador de esta carta → roba una carta. VP: 2.</translation>
    </message>
    <message>
        <source>Needs 3 science tags. You draw two cards. VP: 2.</source>
        <translation>Requiere 3 tipos Ciencia. Roba dos cartas. VP: 2.</translation>
    </message>
    <message>
        <source>Needs 4 science tags in play. Production: energy +4. Ongoing: space-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Requiere 4 tipos Ciencia en juego. Producción: energía +4. Efecto: las cartas con tipo Espacio te cuestan 2 M€ menos.</translation>
    </message>
    <message>
        <source>Needs 4 science tags. Energy production up 4 steps.</source>
        <translation>Requiere 4 tipos Ciencia. Producción de energía +4.</translation>
    </message>
    <message>
        <source>Needs 4 science tags. M€ production up 1 step per colony in play, anyone&apos;s. VP: 1.</source>
        <translation>Requiere 4 tipos Ciencia. Producción de M€ +1 por cada colonia en juego, sea de quien sea. VP: 1.</translation>
    </message>
    <message>
        <source>Needs 4 science tags. Production: energy -1, titanium +1. Your city tile goes on the Dawn City space (off Mars). VP: 3.</source>
        <translation>Requiere 4 tipos Ciencia. Producción: energía -1, titanio +1. Tu loseta de ciudad se coloca en el área de Ciudad Amanecer (fuera de Marte). VP: 3.</translation>
    </message>
    <message>
        <source>Needs 5 floaters on your cards. You receive 1 M€ per city tile in play, anyone&apos;s. VP: 1.</source>
        <translation>Requiere 5 flotadores en tus cartas. Obtén 1 M€ por cada loseta de ciudad en juego, de cualquier jugador. VP: 1.</translation>
    </message>
    <message>
        <source>Needs 5 science tags in play. No on-play effect. VP: 4.</source>
        <translation>Requiere 5 tipos Ciencia en juego. Sin efecto al jugarla. VP: 4.</translation>
    </message>
    <message>
        <source>Needs 5 science tags in play. Production: energy +6. Ongoing: space-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Requiere 5 tipos Ciencia en juego. Producción: energía +6. Efecto: las cartas con tipo Espacio te cuestan 2 M€ menos.</translation>
    </message>
    <message>
        <source>Needs 5 science tags. Ongoing: cards with a space tag cost you 4 M€ less. VP: 2.</source>
        <translation>Requiere 5 tipos Ciencia. Efecto: las cartas con tipo Espacio te cuestan 4 M€ menos. VP: 2.</translation>
    </message>
    <message>
        <source>Needs 7 science tags in play. Ongoing: all cards you play are 2 M€ cheaper. VP: 3.</source>
        <translation>Requiere 7 tipos Ciencia en juego. Efecto: todas las cartas que juegues te cuestan 2 M€ menos. VP: 3.</translation>
    </message>
    <message>
        <source>Needs Venus ≤ 10%. Venus goes up two steps.</source>
        <translation>Requiere Venus ≤ 10 %. Aumenta Venus 2 niveles.</translation>
    </message>
    <message>
        <source>Needs Venus ≤ 14%. Action, pick one: 6 M€ (titanium usable as for space cards) → one asteroid here; or discard an asteroid from here → Venus up one step.</source>
        <translation>Requiere Venus ≤ 14 %. Acción, elige una: 6 M€ (se puede usar titanio como en las cartas espaciales) → añade un asteroide a esta carta; o descarta un asteroide de esta carta → aumenta Venus 1 nivel.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 10%. Action: lower your energy production by one → Venus up one step.</source>
        <translation>Requiere Venus ≥ 10 %. Acción: reduce tu producción de energía en 1 → aumenta Venus 1 nivel.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 10%. Two microbes or two animals onto another of your Venus-tagged cards. Production: energy -1, M€ +2. VP: 2.</source>
        <translation>Requiere Venus ≥ 10 %. Añade dos microbios o dos animales a otra de tus cartas con tipo Venus. Producción: energía -1, M€ +2. VP: 2.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 10%. Venus goes up one step.</source>
        <translation>Requiere Venus ≥ 10 %. Aumenta Venus 1 nivel.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 12%. Action: one microbe here. VP: 1 per 2 microbes here.</source>
        <translation>Requiere Venus ≥ 12 %. Acción: añade un microbio a esta carta. VP: 1 por cada 2 microbios en esta carta.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 12%. Production: energy -1. Your city tile goes on the Maxwell Base space (off Mars). Action: one resource onto another of your Venus-tagged cards. VP: 3.</source>
        <translation>Requiere Venus ≥ 12 %. Producción: energía -1. Tu loseta de ciudad se coloca en el área de Base Maxwell (fuera de Marte). Acción: añade un recurso a otra de tus cartas con tipo Venus. VP: 3.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 12%; you discard a floater from one of your cards. Action: one animal here. VP: 1 per animal here.</source>
        <translation>Requiere Venus ≥ 12 %; descarta un flotador de una de tus cartas. Acción: añade un animal a esta carta. VP: 1 por cada animal en esta carta.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 16%. Venus goes up one step; one microbe or one animal onto another of your Venus-tagged cards. VP: 1.</source>
        <translation>Requiere Venus ≥ 16 %. Aumenta Venus 1 nivel; añade un microbio o un animal a otra de tus cartas con tipo Venus. VP: 1.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 18%. Ongoing: one animal here per science tag you play (this card&apos;s counts). VP: 1 per animal here.</source>
        <translation>Requiere Venus ≥ 18 %. Efecto: añade un animal a esta carta por cada tipo Ciencia que juegues (el de esta carta cuenta). VP: 1 por cada animal en esta carta.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 6%. Action, pick one: one microbe here; or discard any number of microbes from here → 3 M€ for each.</source>
        <translation>Requiere Venus ≥ 6 %. Acción, elige una: añade un microbio a esta carta; o descarta los microbios que quieras de esta carta → 3 M€ por cada uno.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 6%. Action, pick one: one microbe onto one of your Venus-tagged cards (this one too); or discard 2 microbes from here → Venus up one step.</source>
        <translation>Requiere Venus ≥ 6 %. Acción, elige una: añade un microbio a una de tus cartas con tipo Venus (también esta); o descarta 2 microbios de esta carta → aumenta Venus 1 nivel.</translation>
    </message>
    <message>
        <source>Needs Venus ≥ 8%. Production: titanium +1.</source>
        <translation>Requiere Venus ≥ 8 %. Producción: titanio +1.</translation>
    </message>
    <message>
        <source>Needs a Jovian tag in play. Production: heat +3, energy +3. VP: 1.</source>
        <translation>Requiere un tipo Joviano en juego. Producción: calor +3, energía +3. VP: 1.</translation>
    </message>
    <message>
        <source>Needs a Jovian tag. Your TR goes up 1; two floaters onto any card of yours (this one too). Action: 1 titanium → two floaters onto this card. VP: 1 per 2 floaters here.</source>
        <translation>Requiere 1 tipo Joviano. Tu TR sube 1; añade dos flotadores a cualquiera de tus cartas (también esta). Acción: 1 de titanio → añade dos flotadores a esta carta. VP: 1 por cada 2 flotadores en esta carta.</translation>
    </message>
    <message>
        <source>Needs a TR of 25 or more. Production: M€ +4.</source>
        <translation>Requiere un TR de 25 o más. Producción: M€ +4.</translation>
    </message>
    <message>
        <source>Needs a Venus tag and an Earth tag. Production: M€ +3.</source>
        <translation>Requiere un tipo Venus y un tipo Tierra. Producción: M€ +3.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. Production: steel +2.</source>
        <translation>Requiere un tipo Venus, un tipo Tierra y un tipo Joviano. Producción: acero +2.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. TR +2.</source>
        <translation>Requiere un tipo Venus, un tipo Tierra y un tipo Joviano. TR +2.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. VP: 2.</source>
        <translation>Requiere un tipo Venus, un tipo Tierra y un tipo Joviano. VP: 2.</translation>
    </message>
    <message>
        <source>Needs a Venus tag, an Earth tag and a Jovian tag. You draw two cards. VP: 1.</source>
        <translation>Requiere un tipo Venus, un tipo Tierra y un tipo Joviano. Roba dos cartas. VP: 1.</translation>
    </message>
    <message>
        <source>Needs a city tile and a colony of yours. Plant production up 1 step; two microbes onto another card of yours.</source>
        <translation>Requiere una loseta de ciudad propia y una colonia propia. Producción de plantas +1; añade dos microbios a otra de tus cartas.</translation>
    </message>
    <message>
        <source>Needs a colony of yours. Build a colony, even on a tile where you already have one. You get one more trade fleet. VP: 1 per 2 colonies in play, anyone&apos;s.</source>
        <translation>Requiere una colonia propia. Construye una colonia, incluso en una loseta de colonia donde ya tengas una. Obtienes una flota comercial más. VP: 1 por cada 2 colonias en juego, de cualquier jugador.</translation>
    </message>
    <message>
        <source>Needs a colony of yours. Energy production down 1 step, M€ production up 4 steps. Place a city tile. You get one more trade fleet.</source>
        <translation>Requiere una colonia propia. Producción de energía -1, producción de M€ +4. Coloca una loseta de ciudad. Obtienes una flota comercial más.</translation>
    </message>
    <message>
        <source>Needs a greenery tile of your own. The Ecological Zone tile goes on land bordering any greenery. Ongoing: one animal here per animal or plant tag you play (its own two count); VP: 1 per 2 animals here.</source>
        <translation>Requiere una loseta de vegetación propia. La loseta de Zona Ecológica se coloca en una casilla de tierra firme adyacente a cualquier vegetación. Efecto: añade un animal a esta carta por cada tipo Animales o Planta que juegues (cuentan los dos de esta carta); VP: 1 por cada 2 animales en esta carta.</translation>
    </message>
    <message>
        <source>Needs a plant tag, a microbe tag and an animal tag already in play (its own tags do not count). No on-play effect. VP: 3.</source>
        <translation>Requiere un tipo Planta, un tipo Microbio y un tipo Animales ya en juego (los tipos de esta carta no cuentan). Sin efecto al jugarla. VP: 3.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 4%. The Natural Preserve tile goes on a space with no tile around it; production: M€ +1. VP: 1.</source>
        <translation>Requiere oxígeno ≤ 4 %. La loseta de Reserva Natural se coloca en una casilla sin ninguna loseta adyacente; producción: M€ +1. VP: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 4%. You draw two cards. VP: 1.</source>
        <translation>Requiere oxígeno ≤ 4 %. Roba dos cartas. VP: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 5%. No on-play effect. VP: 2.</source>
        <translation>Requiere oxígeno ≤ 5 %. Sin efecto al jugarla. VP: 2.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 6%. Action: 1 M€ → flip the deck&apos;s top card and discard it; a microbe tag on it puts a science resource here. VP: 3 if this card holds any science resource, else 0.</source>
        <translation>Requiere oxígeno ≤ 6 %. Acción: 1 M€ → revela la primera carta del mazo y descártala; si tiene un tipo Microbio, añade aquí un recurso de ciencia. VP: 3 si esta carta tiene algún recurso de ciencia; si no, 0.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 7%. Receive 3 plants, lay a city tile; production: energy -1, M€ +3. VP: 1.</source>
        <translation>Requiere oxígeno ≤ 7 %. Obtén 3 plantas y coloca una loseta de ciudad; producción: energía -1, M€ +3. VP: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 8%. Production: energy -1. Action: 1 plant or 1 steel → 7 M€. VP: 1.</source>
        <translation>Requiere oxígeno ≤ 8 %. Producción: energía -1. Acción: 1 planta o 1 de acero → 7 M€. VP: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≤ 9%. Lay a city tile; production: energy -1, M€ +3.</source>
        <translation>Requiere oxígeno ≤ 9 %. Coloca una loseta de ciudad; producción: energía -1, M€ +3.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 11%. Action: shift one animal from any card, yours or an opponent&apos;s, onto this one. VP: 1 per animal here.</source>
        <translation>Requiere oxígeno ≥ 11 %. Acción: mueve un animal de cualquier carta, tuya o de un oponente, a esta. VP: 1 por cada animal en esta carta.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 12%. Receive 2 plants, lay a city tile; production: energy -1, M€ +4. VP: 1.</source>
        <translation>Requiere oxígeno ≥ 12 %. Obtén 2 plantas y coloca una loseta de ciudad; producción: energía -1, M€ +4. VP: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 13%. Any one player: plant production -2. Action: one animal here; VP: 1 per animal here.</source>
        <translation>Requiere oxígeno ≥ 13 %. Cualquier jugador: producción de plantas -2. Acción: añade un animal a esta carta; VP: 1 por cada animal en esta carta.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 2%. Production: heat +2, plants +2. VP: 2.</source>
        <translation>Requiere oxígeno ≥ 2 %. Producción: calor +2, plantas +2. VP: 2.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 3%. Ongoing: one microbe here per animal, plant or microbe tag you play (its own counts). VP: 1 per 3 microbes here.</source>
        <translation>Requiere oxígeno ≥ 3 %. Efecto: añade un microbio a esta carta por cada tipo Animales, Planta o Microbio que juegues (cuenta el de esta carta). VP: 1 por cada 3 microbios en esta carta.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 4%. Action, pick one: one microbe here; or discard 2 microbes from here → temperature up one step.</source>
        <translation>Requiere oxígeno ≥ 4 %. Acción, elige una: añade un microbio a esta carta; o descarta 2 microbios de esta carta → aumenta la temperatura 1 nivel.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 4%. Action: shift one microbe from any card, yours or an opponent&apos;s, onto this one. VP: 1 per 2 microbes here.</source>
        <translation>Requiere oxígeno ≥ 4 %. Acción: mueve un microbio de cualquier carta, tuya o de un oponente, a esta. VP: 1 por cada 2 microbios en esta carta.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 4%. Production: plants +1 per 2 microbe tags you hold, this card&apos;s included.</source>
        <translation>Requiere oxígeno ≥ 4 %. Producción: plantas +1 por cada 2 tipos Microbio que tengas, incluido el de esta carta.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 5%. Production: M€ +1 per city tile on Mars, anyone&apos;s. VP: 1.</source>
        <translation>Requiere oxígeno ≥ 5 %. Producción: M€ +1 por cada loseta de ciudad en Marte, sea de quien sea. VP: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 5%. Production: energy -1, M€ +2. Ongoing: space-tagged cards are 2 M€ cheaper for you. VP: 1.</source>
        <translation>Requiere oxígeno ≥ 5 %. Producción: energía -1, M€ +2. Efecto: las cartas con tipo Espacio te cuestan 2 M€ menos. VP: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 6%. Any one player: plant production -1. Action: one animal here; VP: 1 per 2 animals here.</source>
        <translation>Requiere oxígeno ≥ 6 %. Cualquier jugador: producción de plantas -1. Acción: añade un animal a esta carta; VP: 1 por cada 2 animales en esta carta.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 6%. Any one player: plant production -1. Production: energy +2. VP: -1.</source>
        <translation>Requiere oxígeno ≥ 6 %. Cualquier jugador: producción de plantas -1. Producción: energía +2. VP: -1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 6%. Production: plants +1 per plant tag you hold.</source>
        <translation>Requiere oxígeno ≥ 6 %. Producción: plantas +1 por cada tipo Planta que tengas.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 7%. No on-play effect. VP: 2.</source>
        <translation>Requiere oxígeno ≥ 7 %. Sin efecto al jugarla. VP: 2.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 7%. Production: energy +1. VP: 1.</source>
        <translation>Requiere oxígeno ≥ 7 %. Producción: energía +1. VP: 1.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 8%. One animal here; any one player: plant production -1. Ongoing: each greenery tile you lay adds one animal here; VP: 1 per 2 animals here.</source>
        <translation>Requiere oxígeno ≥ 8 %. Añade un animal a esta carta; cualquier jugador: producción de plantas -1. Efecto: cada loseta de vegetación que coloques añade un animal a esta carta; VP: 1 por cada 2 animales en esta carta.</translation>
    </message>
    <message>
        <source>Needs oxygen ≥ 9%. Production: plants -1, M€ +2. Action: one animal here; VP: 1 per animal here.</source>
        <translation>Requiere oxígeno ≥ 9 %. Producción: plantas -1, M€ +2. Acción: añade un animal a esta carta; VP: 1 por cada animal en esta carta.</translation>
    </message>
    <message>
        <source>Needs steel production of your own. Any one player: steel production -1; then your steel production +1.</source>
        <translation>Requiere tener producción de acero propia. Cualquier jugador: producción de acero -1; después, tu producción de acero +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -10 °C. Action, pick one: receive 1 plant, or 2 microbes onto a different card of yours.</source>
        <translation>Requiere temperatura ≤ -10 °C. Acción, elige una: obtén 1 planta, o añade 2 microbios a otra de tus cartas.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -12 °C. Receive 1 plant. Ongoing: every ocean tile anyone lays earns you 2 plants.</source>
        <translation>Requiere temperatura ≤ -12 °C. Obtén 1 planta. Efecto: cada vez que cualquier jugador coloque una loseta de océano, obtienes 2 plantas.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -14 °C. Production: plants +2.</source>
        <translation>Requiere temperatura ≤ -14 °C. Producción: plantas +2.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -18 °C. Production: plants +1.</source>
        <translation>Requiere temperatura ≤ -18 °C. Producción: plantas +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≤ -20 °C. Action: one microbe here. Ongoing: when you pay for a plant-tagged card, each microbe here may count as 2 M€.</source>
        <translation>Requiere temperatura ≤ -20 °C. Acción: añade un microbio a esta carta. Efecto: al pagar una carta con tipo Planta, cada microbio de esta carta puede valer 2 M€.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +2 °C. An ocean tile goes down.</source>
        <translation>Requiere temperatura ≥ +2 °C. Coloca una loseta de océano.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +2 °C. Any one player: plant production -1. Action: one animal here; VP: 1 per animal here.</source>
        <translation>Requiere temperatura ≥ +2 °C. Cualquier jugador: producción de plantas -1. Acción: añade un animal a esta carta; VP: 1 por cada animal en esta carta.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +4 °C. A greenery tile (with its oxygen step) goes on an ocean-reserved space, ignoring normal greenery placement. VP: 1.</source>
        <translation>Requiere temperatura ≥ +4 °C. Coloca una loseta de vegetación (con su aumento del nivel de oxígeno) en un área reservada para océanos, ignorando las reglas normales de colocación de vegetación. VP: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ +4 °C. Production: M€ +2, plants +2; receive 2 plants. VP: 2.</source>
        <translation>Requiere temperatura ≥ +4 °C. Producción: M€ +2, plantas +2; obtén 2 plantas. VP: 2.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -10 °C. Production: plants +2; receive 2 plants.</source>
        <translation>Requiere temperatura ≥ -10 °C. Producción: plantas +2; obtén 2 plantas.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -12 °C. One animal onto an animal card of yours, receive 3 plants; production: M€ +2. VP: 1.</source>
        <translation>Requiere temperatura ≥ -12 °C. Añade un animal a una de tus cartas de animales y obtén 3 plantas; producción: M€ +2. VP: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -14 °C. Action: one microbe onto a different card of yours.</source>
        <translation>Requiere temperatura ≥ -14 °C. Acción: añade un microbio a otra de tus cartas.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -14 °C. Production: plants +1; receive 1 plant.</source>
        <translation>Requiere temperatura ≥ -14 °C. Producción: plantas +1; obtén 1 planta.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -16 °C. Production: plants +1; receive 3 plants.</source>
        <translation>Requiere temperatura ≥ -16 °C. Producción: plantas +1; obtén 3 plantas.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -20 °C. Production: M€ +1; receive 2 plants. VP: 1.</source>
        <translation>Requiere temperatura ≥ -20 °C. Producción: M€ +1; obtén 2 plantas. VP: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -24 °C. Production: plants +1.</source>
        <translation>Requiere temperatura ≥ -24 °C. Producción: plantas +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -4 °C. Production: plants +3; receive 1 plant. VP: 1.</source>
        <translation>Requiere temperatura ≥ -4 °C. Producción: plantas +3; obtén 1 planta. VP: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -6 °C. An ocean tile goes on a land space that is not ocean-reserved. VP: 1.</source>
        <translation>Requiere temperatura ≥ -6 °C. Coloca una loseta de océano en una casilla de tierra firme que no esté reservada para océanos. VP: 1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -6 °C. Production: plants +1, M€ +2; receive 1 plant. VP: 2.</source>
        <translation>Requiere temperatura ≥ -6 °C. Producción: plantas +1, M€ +2; obtén 1 planta. VP: 2.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ -8 °C. An ocean tile goes down.</source>
        <translation>Requiere temperatura ≥ -8 °C. Coloca una loseta de océano.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ 0 °C. Action: 8 heat → TR +1.</source>
        <translation>Requiere temperatura ≥ 0 °C. Acción: 8 de calor → TR +1.</translation>
    </message>
    <message>
        <source>Needs temperature ≥ 0 °C. Two ocean tiles go down. VP: 2.</source>
        <translation>Requiere temperatura ≥ 0 °C. Coloca dos losetas de océano. VP: 2.</translation>
    </message>
    <message>
        <source>Needs titanium production of your own. Any one player: titanium production -1; then your titanium production +1. VP: 1.</source>
        <translation>Requiere tener producción de titanio propia. Cualquier jugador: producción de titanio -1; después, tu producción de titanio +1. VP: 1.</translation>
    </message>
    <message>
        <source>Needs ≤ 3 oceans on Mars. No on-play effect. VP: 1.</source>
        <translation>Requiere ≤ 3 océanos en Marte. Sin efecto al jugarla. VP: 1.</translation>
    </message>
    <message>
        <source>Needs ≥ 2 oceans on Mars. Action: 3 energy → oxygen goes up one step.</source>
        <translation>Requiere ≥ 2 océanos en Marte. Acción: 3 de energía → aumenta el nivel de oxígeno 1 nivel.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars and the discard of 1 plant of yours. Production: plants +1.</source>
        <translation>Requiere ≥ 3 océanos en Marte y descartar 1 de tus plantas. Producción: plantas +1.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars and the discard of 2 plants of yours. Production: plants +2.</source>
        <translation>Requiere ≥ 3 océanos en Marte y descartar 2 de tus plantas. Producción: plantas +2.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars. Production: M€ -1, plants +2. Any one player: heat production -1.</source>
        <translation>Requiere ≥ 3 océanos en Marte. Producción: M€ -1, plantas +2. Cualquier jugador: producción de calor -1.</translation>
    </message>
    <message>
        <source>Needs ≥ 3 oceans on Mars. Production: energy +1. VP: 1.</source>
        <translation>Requiere ≥ 3 océanos en Marte. Producción: energía +1. VP: 1.</translation>
    </message>
    <message>
        <source>Needs ≥ 4 oceans on Mars. Production: energy +2. VP: 1.</source>
        <translation>Requiere ≥ 4 océanos en Marte. Producción: energía +2. VP: 1.</translation>
    </message>
    <message>
        <source>Needs ≥ 4 oceans on Mars. Production: energy -2, M€ +5; lay the Capital tile under city rules (it is a city). VP: 1 per ocean bordering it, on top of its city scoring.</source>
        <translation>Requiere ≥ 4 océanos en Marte. Producción: energía -2, M€ +5; coloca la loseta de Capital siguiendo las reglas de las ciudades (es una ciudad). VP: 1 por cada océano adyacente a ella, además de su puntuación como ciudad.</translation>
    </message>
    <message>
        <source>Needs ≥ 5 oceans on Mars. Receive 1 plant; production: plants +2.</source>
        <translation>Requiere ≥ 5 océanos en Marte. Obtén 1 planta; producción: plantas +2.</translation>
    </message>
    <message>
        <source>Needs ≥ 6 oceans on Mars. Production: M€ +2, plants +3; receive 2 plants. VP: 1.</source>
        <translation>Requiere ≥ 6 océanos en Marte. Producción: M€ +2, plantas +3; obtén 2 plantas. VP: 1.</translation>
    </message>
    <message>
        <source>No on-play effect. VP: 1.</source>
        <translation>Sin efecto al jugarla. VP: 1.</translation>
    </message>
    <message>
        <source>One animal here. Ongoing: every city tile laid by anyone adds one animal here, and animals on this card are immune to removal. VP: 1 per 2 animals here.</source>
        <translation>Añade un animal a esta carta. Efecto: cada loseta de ciudad que coloque cualquier jugador añade un animal a esta carta, y los animales de esta carta no pueden ser eliminados. VP: 1 por cada 2 animales en esta carta.</translation>
    </message>
    <message>
        <source>One ocean tile goes down and you draw one card.</source>
        <translation>Coloca una loseta de océano y roba una carta.</translation>
    </message>
    <message>
        <source>One ocean tile goes down and you draw two cards. Then choose: receive 5 plants, or 4 animals onto another card of yours. VP: 2.</source>
        <translation>Coloca una loseta de océano y roba dos cartas. Después elige: obtén 5 plantas, o añade 4 animales a otra de tus cartas. VP: 2.</translation>
    </message>
    <message>
        <source>Ongoing: Earth-tagged cards are 3 M€ cheaper for you.</source>
        <translation>Efecto: las cartas con tipo Terrestre te cuestan 3 M€ menos.</translation>
    </message>
    <message>
        <source>Ongoing: Venus-tagged cards are 2 M€ cheaper for you. VP: 1.</source>
        <translation>Efecto: las cartas con tipo Venus te cuestan 2 M€ menos. VP: 1.</translation>
    </message>
    <message>
        <source>Ongoing: all cards you play are 2 M€ cheaper. VP: 2.</source>
        <translation>Efecto: todas las cartas que juegues te cuestan 2 M€ menos. VP: 2.</translation>
    </message>
    <message>
        <source>Ongoing: before you trade, you may move that tile&apos;s track marker 1 step up.</source>
        <translation>Efecto: antes de comerciar, puedes subir 1 nivel el marcador del registro de esa loseta de colonia.</translation>
    </message>
    <message>
        <source>Ongoing: each event card you play earns you 3 M€ once it resolves.</source>
        <translation>Efecto: cada carta de evento que juegues te da 3 M€ una vez resuelta.</translation>
    </message>
    <message>
        <source>Ongoing: each space-tagged event you play earns you 3 M€ plus 3 heat.</source>
        <translation>Efecto: cada evento con tipo Espacio que juegues te da 3 M€ y 3 de calor.</translation>
    </message>
    <message>
        <source>Ongoing: every city tile laid by anyone earns you 2 M€. VP: 1.</source>
        <translation>Efecto: cada loseta de ciudad que coloque cualquier jugador te da 2 M€. VP: 1.</translation>
    </message>
    <message>
        <source>Ongoing: every standard project you pay for, Sell Patents excepted, refunds you 3 M€ afterwards.</source>
        <translation>Efecto: cada proyecto estándar que pagues, excepto Vender Patentes, te reembolsa después 3 M€.</translation>
    </message>
    <message>
        <source>Ongoing: every trade costs you one resource less.</source>
        <translation>Efecto: cada comercio te cuesta 1 recurso menos.</translation>
    </message>
    <message>
        <source>Ongoing: every trade costs you one resource less. VP: 1.</source>
        <translation>Efecto: cada comercio te cuesta 1 recurso menos. VP: 1.</translation>
    </message>
    <message>
        <source>Ongoing: opponents cannot take away your plants, nor the animals or microbes on your cards.</source>
        <translation>Efecto: los oponentes no pueden eliminar tus plantas, ni los animales o microbios de tus cartas.</translation>
    </message>
    <message>
        <source>Ongoing: per plant, microbe or animal tag you play (this card&apos;s tags count), receive 1 plant or put one resource onto the card just played.</source>
        <translation>Efecto: por cada tipo Planta, Microbio o Animales que juegues (incluidos los de esta carta), obtén 1 planta o añade un recurso a la carta que acabas de jugar.</translation>
    </message>
    <message>
        <source>Ongoing: per science tag you play (this card&apos;s counts), either add one science resource here or discard one from here to draw a card. VP: 1.</source>
        <translation>Efecto: por cada tipo Ciencia que juegues (incluido el de esta carta), añade un recurso de ciencia a esta carta o descarta uno de ella para robar una carta. VP: 1.</translation>
    </message>
    <message>
        <source>Ongoing: per science tag you play (this card&apos;s counts), you may swap one hand card for a fresh draw (discard one, draw one). VP: 1.</source>
        <translation>Efecto: por cada tipo Ciencia que juegues (incluido el de esta carta), puedes cambiar una carta de tu mano por otra nueva (descarta una, roba una). VP: 1.</translation>
    </message>
    <message>
        <source>Ongoing: space-tagged cards are 2 M€ cheaper for you. VP: 1.</source>
        <translation>Efecto: las cartas con tipo Espacio te cuestan 2 M€ menos. VP: 1.</translation>
    </message>
    <message>
        <source>Ongoing: when you play a card, its temperature, oxygen or ocean requirement may be shifted by up to 2 steps either way. VP: 1.</source>
        <translation>Efecto: al jugar una carta, su requisito de temperatura, oxígeno u océanos puede desplazarse hasta 2 niveles en cualquier sentido. VP: 1.</translation>
    </message>
    <message>
        <source>Ongoing: your steel and your titanium each count 1 M€ above their usual value when paying.</source>
        <translation>Efecto: al pagar, tu acero y tu titanio valen cada uno 1 M€ más de su valor habitual.</translation>
    </message>
    <message>
        <source>Only with at most one colony of yours. Build a colony; M€ production down 2 steps. VP: 2.</source>
        <translation>Solo si tienes como máximo una colonia. Construye una colonia; tu producción de M€ baja 2 niveles. VP: 2.</translation>
    </message>
    <message>
        <source>Opening assets: 23 M€, 10 titanium. Ongoing: each titanium you pay with counts 4 M€ instead of 3.</source>
        <translation>Condiciones iniciales: 23 M€, 10 de titanio. Efecto: cada titanio con el que pagues vale 4 M€ en lugar de 3.</translation>
    </message>
    <message>
        <source>Opening assets: 30 M€, 20 steel. Ongoing: each event card you play earns you 2 M€.</source>
        <translation>Condiciones iniciales: 30 M€, 20 de acero. Efecto: cada carta de evento que juegues te da 2 M€.</translation>
    </message>
    <message>
        <source>Opening assets: 30 M€, 5 steel, steel production 1. Ongoing: whenever a tile you lay on Mars sits on a steel or titanium placement bonus, steel production +1.</source>
        <translation>Condiciones iniciales: 30 M€, 5 de acero, producción de acero 1. Efecto: cada vez que una loseta que coloques en Marte quede sobre una bonificación por colocación de acero o titanio, producción de acero +1.</translation>
    </message>
    <message>
        <source>Opening assets: 35 M€, steel production 1. Ongoing: every time your production of a resource goes up, you also receive that many of the resource (the opening steel production too).</source>
        <translation>Condiciones iniciales: 35 M€, producción de acero 1. Efecto: cada vez que tu producción de un recurso aumenta, obtienes también esa misma cantidad del recurso (la producción inicial de acero también cuenta).</translation>
    </message>
    <message>
        <source>Opening assets: 36 M€, 3 plants, plant production 2. Ongoing: turning plants into a greenery takes 7 plants, not 8.</source>
        <translation>Condiciones iniciales: 36 M€, 3 plantas, producción de plantas 2. Efecto: convertir plantas en vegetación te cuesta 7 plantas en lugar de 8.</translation>
    </message>
    <message>
        <source>Opening assets: 38 M€, titanium production 1. Ongoing: you draw a card for each Earth tag you play, this corporation&apos;s own included.</source>
        <translation>Condiciones iniciales: 38 M€, producción de titanio 1. Efecto: roba una carta por cada tipo Terrestre que juegues, incluido el de esta corporación.</translation>
    </message>
    <message>
        <source>Opening assets: 42 M€, heat production 3. Ongoing: heat may be spent like M€ at 1 for 1; M€ can never stand in for heat.</source>
        <translation>Condiciones iniciales: 42 M€, producción de calor 3. Efecto: puedes gastar calor como si fueran M€, a razón de 1 por 1; los M€ nunca pueden sustituir al calor.</translation>
    </message>
    <message>
        <source>Opening assets: 42 M€, titanium production 1. Ongoing: each Jovian tag entering play, any player&apos;s and this corporation&apos;s own included, gives you M€ production +1.</source>
        <translation>Condiciones iniciales: 42 M€, producción de titanio 1. Efecto: cada tipo Joviano que entre en juego, de cualquier jugador e incluido el de esta corporación, te da producción de M€ +1.</translation>
    </message>
    <message>
        <source>Opening assets: 44 M€, M€ production 3. Ongoing: building-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Condiciones iniciales: 44 M€, producción de M€ 3. Efecto: las cartas con tipo Edificio te cuestan 2 M€ menos.</translation>
    </message>
    <message>
        <source>Opening assets: 45 M€, M€ production 2. Ongoing: each animal or plant tag you play, this card&apos;s included, puts an animal here. VP: 1 per 2 animals here.</source>
        <translation>Condiciones iniciales: 45 M€, producción de M€ 2. Efecto: cada tipo Animales o Planta que juegues, incluido el de esta carta, añade un animal a esta carta. VP: 1 por cada 2 animales en esta carta.</translation>
    </message>
    <message>
        <source>Opening assets: 47 M€, plant production 1. Ongoing: every time anyone raises Venus a step, you receive 2 M€.</source>
        <translation>Condiciones iniciales: 47 M€, producción de plantas 1. Efecto: cada vez que cualquier jugador aumenta Venus 1 nivel, obtienes 2 M€.</translation>
    </message>
    <message>
        <source>Opening assets: 48 M€, energy production 1. Ongoing: power-tagged cards and the Power Plant standard project are 3 M€ cheaper for you.</source>
        <translation>Condiciones iniciales: 48 M€, producción de energía 1. Efecto: las cartas con tipo Energía y el proyecto estándar Planta energética te cuestan 3 M€ menos.</translation>
    </message>
    <message>
        <source>Opening assets: 50 M€, 5 titanium, M€ production 5. Ongoing: every card you buy into your hand costs 5 M€ instead of 3, the opening hand included.</source>
        <translation>Condiciones iniciales: 50 M€, 5 de titanio, producción de M€ 5. Efecto: cada carta que compres para tu mano cuesta 5 M€ en lugar de 3, incluida la mano inicial.</translation>
    </message>
    <message>
        <source>Opening cash: 37 M€; your very first action draws 3 Prelude cards, of which you play one and discard the others. Ongoing: science-tagged cards are 2 M€ cheaper for you.</source>
        <translation>Condiciones iniciales: 37 M€; tu primera acción de la partida roba 3 cartas de Preludio: juegas una y descartas las demás. Efecto: las cartas con tipo Ciencia te cuestan 2 M€ menos.</translation>
    </message>
    <message>
        <source>Opening cash: 40 M€. Action: only if your TR rose earlier this generation, pay 3 M€ → TR +1.</source>
        <translation>Condiciones iniciales: 40 M€. Acción: solo si tu TR ha aumentado antes en esta generación, paga 3 M€ → TR +1.</translation>
    </message>
    <message>
        <source>Opening cash: 40 M€; your very first action is to lay a city tile. Ongoing: any city laid on Mars by anyone gives you M€ production +1, and each city you lay yourself also earns 3 M€.</source>
        <translation>Condiciones iniciales: 40 M€; tu primera acción de la partida es colocar una loseta de ciudad. Efecto: cada ciudad que cualquier jugador coloque en Marte te da producción de M€ +1, y cada ciudad que coloques tú te da además 3 M€.</translation>
    </message>
    <message>
        <source>Opening cash: 40 M€; your very first action puts one more colony tile of your choice into play. Ongoing: each kind of tag you get in play for the first time raises your M€ production 1 step (events do not count).</source>
        <translation>Condiciones iniciales: 40 M€; tu primera acción de la partida pone en juego una loseta de colonia más, a tu elección. Efecto: cada clase de tipo que tengas en juego por primera vez aumenta tu producción de M€ 1 nivel (los eventos no cuentan).</translation>
    </message>
    <message>
        <source>Opening cash: 42 M€. At setup you skip the card purchase and simply keep 10 project cards at no cost.</source>
        <translation>Condiciones iniciales: 42 M€. Durante la preparación no compras cartas: simplemente te quedas 10 cartas de proyecto sin coste.</translation>
    </message>
    <message>
        <source>Opening cash: 42 M€; your very first action is to reveal cards until two with a floater icon show up: those go to your hand, the rest are discarded. Action: one floater onto any card of yours (this one too). VP: 1 per 3 floaters here.</source>
        <translation>Condiciones iniciales: 42 M€; tu primera acción es revelar cartas hasta que salgan dos con el símbolo de flotador: van a tu mano y las demás se descartan. Acción: añade un flotador a cualquiera de tus cartas (también esta). VP: 1 por cada 3 flotadores en esta carta.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action builds a colony. Ongoing: every colony anyone builds, yours included, raises your M€ production 1 step.</source>
        <translation>Condiciones iniciales: 45 M€; tu primera acción de la partida construye una colonia. Efecto: cada colonia que construya cualquier jugador, incluidas las tuyas, aumenta tu producción de M€ 1 nivel.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action funds an award free of charge. Ongoing: every card you play whose VP icon is not negative (events too) brings you 3 M€.</source>
        <translation>Condiciones iniciales: 45 M€; tu primera acción de la partida financia una recompensa gratis. Efecto: cada carta que juegues cuyo icono de VP no sea negativo (también eventos) te da 3 M€.</translation>
    </message>
    <message>
        <source>Opening cash: 45 M€; your very first action is to draw 3 cards. Ongoing: temperature, oxygen and ocean requirements of your cards may be shifted by up to 2 steps either way.</source>
        <translation>Condiciones iniciales: 45 M€; tu primera acción de la partida es robar 3 cartas. Efecto: los requisitos de temperatura, oxígeno y océanos de tus cartas pueden desplazarse hasta 2 niveles en cualquier sentido.</translation>
    </message>
    <message>
        <source>Opening cash: 47 M€. Action: pay 4 M€ to raise by 1 a production of yours that is lowest of your six (your pick on a tie).</source>
        <translation>Condiciones iniciales: 47 M€. Acción: paga 4 M€ para aumentar en 1 una de tus producciones más bajas (eliges tú en caso de empate).</translation>
    </message>
    <message>
        <source>Opening cash: 48 M€. Action: one floater onto any card of yours (this one too). Ongoing: floaters here may be spent as 2 heat each wherever you spend heat.</source>
        <translation>Condiciones iniciales: 48 M€. Acción: añade un flotador a cualquiera de tus cartas (también esta). Efecto: los flotadores de esta carta pueden gastarse como 2 de calor cada uno siempre que gastes calor.</translation>
    </message>
    <message>
        <source>Opening cash: 48 M€. Action: use again the action of one of your other cards that you already used this generation.</source>
        <translation>Condiciones iniciales: 48 M€. Acción: usa de nuevo la acción de otra de tus cartas que ya hayas usado en esta generación.</translation>
    </message>
    <message>
        <source>Opening cash: 50 M€; your very first action is to reveal cards until three Venus-tagged ones show up: those go to your hand, the rest are discarded. Ongoing: Venus requirements of your cards may be shifted by up to 2 steps either way.</source>
        <translation>Condiciones iniciales: 50 M€; tu primera acción es revelar cartas hasta que salgan tres con tipo Venus: van a tu mano y las demás se descartan. Efecto: los requisitos de Venus de tus cartas pueden desplazarse hasta 2 niveles en cualquier sentido.</translation>
    </message>
    <message>
        <source>Opening cash: 57 M€. Ongoing: paying for any card or standard project with a printed cost of 20 M€ or more refunds you 4 M€ afterwards.</source>
        <translation>Condiciones iniciales: 57 M€. Efecto: al pagar una carta o un proyecto estándar con un coste impreso de 20 M€ o más, se te reembolsan después 4 M€.</translation>
    </message>
    <message>
        <source>Opening cash: 60 M€. Ongoing: Earth-tagged cards are 3 M€ cheaper for you.</source>
        <translation>Condiciones iniciales: 60 M€. Efecto: las cartas con tipo Terrestre te cuestan 3 M€ menos.</translation>
    </message>
    <message>
        <source>Oxygen goes up one step and you receive 2 steel. May strip up to 2 plants from one player.</source>
        <translation>Aumenta el nivel de oxígeno 1 nivel y obtén 2 de acero. Puedes eliminar hasta 2 plantas de un jugador.</translation>
    </message>
    <message>
        <source>Oxygen rises 2 steps. You gain 5 steel.</source>
        <translation>Aumenta el nivel de oxígeno 2 niveles. Obtén 5 de acero.</translation>
    </message>
    <message>
        <source>Pick X from 1 up to your heat production. Production: heat -X, M€ +X.</source>
        <translation>Elige un valor X entre 1 y tu producción de calor. Producción: calor -X, M€ +X.</translation>
    </message>
    <message>
        <source>Pick a building-tagged card you already have in play and apply its production changes a second time (only the production part, penalties included).</source>
        <translation>Elige una carta con tipo Edificio que ya tengas en juego y aplica de nuevo sus cambios de producción (solo la parte de producción, incluidas las penalizaciones).</translation>
    </message>
    <message>
        <source>Plant production up 1 step per colony of yours. One animal onto another card of yours, two microbes onto another. VP: 1.</source>
        <translation>Producción de plantas +1 por cada colonia tuya. Añade un animal a otra de tus cartas y dos microbios a otra. VP: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per 2 building tags you hold, this card&apos;s included. VP: 1.</source>
        <translation>Producción: M€ +1 por cada 2 tipos Edificio que tengas, incluido el de esta carta. VP: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per Earth tag you hold (this card&apos;s counts). Your city tile goes on the Luna Metropolis space (off Mars). VP: 2.</source>
        <translation>Producción: M€ +1 por cada tipo Tierra que tengas (el de esta carta cuenta). Tu loseta de ciudad se coloca en el área de Metrópolis Luna (fuera de Marte). VP: 2.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per Earth tag you hold, this card&apos;s included.</source>
        <translation>Producción: M€ +1 por cada tipo Terrestre que tengas, incluido el de esta carta.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per Earth tag you hold. VP: 1.</source>
        <translation>Producción: M€ +1 por cada tipo Terrestre que tengas. VP: 1.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per space tag held by your opponents.</source>
        <translation>Producción: M€ +1 por cada tipo Espacio que tengan tus oponentes.</translation>
    </message>
    <message>
        <source>Production: M€ +1 per space tag you hold, this card&apos;s included.</source>
        <translation>Producción: M€ +1 por cada tipo Espacio que tengas, incluido el de esta carta.</translation>
    </message>
    <message>
        <source>Production: M€ +1, steel +1, titanium +1.</source>
        <translation>Producción: M€ +1, acero +1, titanio +1.</translation>
    </message>
    <message>
        <source>Production: M€ +2, plants +1.</source>
        <translation>Producción: M€ +2, plantas +1.</translation>
    </message>
    <message>
        <source>Production: M€ +2.</source>
        <translation>Producción: M€ +2.</translation>
    </message>
    <message>
        <source>Production: M€ +2. A greenery tile (with its oxygen step) goes on an ocean-reserved space, ignoring normal greenery placement.</source>
        <translation>Producción: M€ +2. Coloca una loseta de vegetación (con su aumento del nivel de oxígeno) en un área reservada para océanos, ignorando las reglas normales de colocación de vegetación.</translation>
    </message>
    <message>
        <source>Production: M€ +2. One resource onto one of your Venus-tagged cards that holds resources.</source>
        <translation>Producción: M€ +2. Añade un recurso a una de tus cartas con tipo Venus que admita recursos.</translation>
    </message>
    <message>
        <source>Production: M€ +2. You place a city tile.</source>
        <translation>Producción: M€ +2. Coloca una loseta de ciudad.</translation>
    </message>
    <message>
        <source>Production: M€ +3.</source>
        <translation>Producción: M€ +3.</translation>
    </message>
    <message>
        <source>Production: M€ +3. VP: 2.</source>
        <translation>Producción: M€ +3. VP: 2.</translation>
    </message>
    <message>
        <source>Production: M€ +4. You gain 3 M€.</source>
        <translation>Producción: M€ +4. Obtén 3 M€.</translation>
    </message>
    <message>
        <source>Production: M€ +5. VP: 1 per 3 city tiles in play (all players, on or off Mars).</source>
        <translation>Producción: M€ +5. VP: 1 por cada 3 losetas de ciudad en juego (de todos los jugadores, dentro o fuera de Marte).</translation>
    </message>
    <message>
        <source>Production: M€ +6. You pay 6 M€.</source>
        <translation>Producción: M€ +6. Paga 6 M€.</translation>
    </message>
    <message>
        <source>Production: M€ -1, energy +1.</source>
        <translation>Producción: M€ -1, energía +1.</translation>
    </message>
    <message>
        <source>Production: M€ -1, energy +2.</source>
        <translation>Producción: M€ -1, energía +2.</translation>
    </message>
    <message>
        <source>Production: M€ -1, plants +1, energy +1, heat +1.</source>
        <translation>Producción: M€ -1, plantas +1, energía +1, calor +1.</translation>
    </message>
    <message>
        <source>Production: M€ -1, plants +2.</source>
        <translation>Producción: M€ -1, plantas +2.</translation>
    </message>
    <message>
        <source>Production: M€ -1. Action: peek at the deck&apos;s top card; buy it into your hand for 3 M€ or throw it on the discard pile.</source>
        <translation>Producción: M€ -1. Acción: mira la primera carta del mazo; cómprala para tu mano por 3 M€ o ponla en la pila de descartes.</translation>
    </message>
    <message>
        <source>Production: M€ -1; receive 10 M€.</source>
        <translation>Producción: M€ -1; obtén 10 M€.</translation>
    </message>
    <message>
        <source>Production: M€ -2, energy +3.</source>
        <translation>Producción: M€ -2, energía +3.</translation>
    </message>
    <message>
        <source>Production: M€ -2, heat +2, energy +2.</source>
        <translation>Producción: M€ -2, calor +2, energía +2.</translation>
    </message>
    <message>
        <source>Production: M€ -2. You gain 30 M€.</source>
        <translation>Producción: M€ -2. Obtén 30 M€.</translation>
    </message>
    <message>
        <source>Production: energy +1 per city tile in play, whoever owns it.</source>
        <translation>Producción: energía +1 por cada loseta de ciudad en juego, sea de quien sea.</translation>
    </message>
    <message>
        <source>Production: energy +1 per power tag you hold, this card&apos;s included.</source>
        <translation>Producción: energía +1 por cada tipo Energía que tengas, incluido el de esta carta.</translation>
    </message>
    <message>
        <source>Production: energy +1, plants +1. You gain 2 plants.</source>
        <translation>Producción: energía +1, plantas +1. Obtén 2 plantas.</translation>
    </message>
    <message>
        <source>Production: energy +1, steel +1.</source>
        <translation>Producción: energía +1, acero +1.</translation>
    </message>
    <message>
        <source>Production: energy +1, steel +1. You gain 6 M€.</source>
        <translation>Producción: energía +1, acero +1. Obtén 6 M€.</translation>
    </message>
    <message>
        <source>Production: energy +1.</source>
        <translation>Producción: energía +1.</translation>
    </message>
    <message>
        <source>Production: energy +1. Temperature goes up one step.</source>
        <translation>Producción: energía +1. Aumenta la temperatura 1 nivel.</translation>
    </message>
    <message>
        <source>Production: energy +1. VP: 1.</source>
        <translation>Producción: energía +1. VP: 1.</translation>
    </message>
    <message>
        <source>Production: energy +1; receive 2 titanium.</source>
        <translation>Producción: energía +1; obtén 2 de titanio.</translation>
    </message>
    <message>
        <source>Production: energy +2.</source>
        <translation>Producción: energía +2.</translation>
    </message>
    <message>
        <source>Production: energy +2. You gain 4 steel.</source>
        <translation>Producción: energía +2. Obtén 4 de acero.</translation>
    </message>
    <message>
        <source>Production: energy +3.</source>
        <translation>Producción: energía +3.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +2. Any one player: M€ production -2. VP: -1.</source>
        <translation>Producción: energía -1, M€ +2. Cualquier jugador: producción de M€ -2. VP: -1.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +2. Lay a city tile on a space bordering two or more other cities.</source>
        <translation>Producción: energía -1, M€ +2. Coloca una loseta de ciudad en una casilla adyacente a dos o más ciudades.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +2. You place a city tile on a volcanic area, even next to another city.</source>
        <translation>Producción: energía -1, M€ +2. Coloca una loseta de ciudad en una zona volcánica, aunque esté junto a otra ciudad.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +3. Your city tile goes on the Noctis City reserved space, whatever the usual city limits.</source>
        <translation>Producción: energía -1, M€ +3. Tu loseta de ciudad se coloca en el área reservada de Ciudad Noctis, sin importar las restricciones habituales de colocación de ciudades.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ +3; lay a city tile. VP: -2.</source>
        <translation>Producción: energía -1, M€ +3; coloca una loseta de ciudad. VP: -2.</translation>
    </message>
    <message>
        <source>Production: energy -1, M€ -2; lay a city tile. Ongoing: every city tile laid by anyone, this one included, gives you M€ production +1.</source>
        <translation>Producción: energía -1, M€ -2; coloca una loseta de ciudad. Efecto: cada loseta de ciudad que coloque cualquier jugador, incluida esta, te da producción de M€ +1.</translation>
    </message>
    <message>
        <source>Production: energy -1, heat +3.</source>
        <translation>Producción: energía -1, calor +3.</translation>
    </message>
    <message>
        <source>Production: energy -1, heat +4.</source>
        <translation>Producción: energía -1, calor +4.</translation>
    </message>
    <message>
        <source>Production: energy -1, plants +1. VP: 1.</source>
        <translation>Producción: energía -1, plantas +1. VP: 1.</translation>
    </message>
    <message>
        <source>Production: energy -1, steel +2.</source>
        <translation>Producción: energía -1, acero +2.</translation>
    </message>
    <message>
        <source>Production: energy -1, titanium +1, M€ +1.</source>
        <translation>Producción: energía -1, titanio +1, M€ +1.</translation>
    </message>
    <message>
        <source>Production: energy -1. TR +2.</source>
        <translation>Producción: energía -1. TR +2.</translation>
    </message>
    <message>
        <source>Production: energy -2, and M€ +1 per Venus tag and per Earth tag you hold. Lay a city tile.</source>
        <translation>Producción: energía -2, y M€ +1 por cada tipo Venus y por cada tipo Tierra que tengas. Coloca una loseta de ciudad.</translation>
    </message>
    <message>
        <source>Production: energy -2, plants +1. TR +1.</source>
        <translation>Producción: energía -2, plantas +1. TR +1.</translation>
    </message>
    <message>
        <source>Production: energy -2, steel +2, titanium +1. Oxygen goes up two steps.</source>
        <translation>Producción: energía -2, acero +2, titanio +1. Aumenta el nivel de oxígeno 2 niveles.</translation>
    </message>
    <message>
        <source>Production: energy -4, plants +2. TR +3.</source>
        <translation>Producción: energía -4, plantas +2. TR +3.</translation>
    </message>
    <message>
        <source>Production: heat +1.</source>
        <translation>Producción: calor +1.</translation>
    </message>
    <message>
        <source>Production: heat +1; receive 3 heat.</source>
        <translation>Producción: calor +1; obtén 3 de calor.</translation>
    </message>
    <message>
        <source>Production: heat +2.</source>
        <translation>Producción: calor +2.</translation>
    </message>
    <message>
        <source>Production: heat +2. You place an ocean tile.</source>
        <translation>Producción: calor +2. Coloca una loseta de océano.</translation>
    </message>
    <message>
        <source>Production: heat +3, plants +1. Two microbes onto another card of yours.</source>
        <translation>Producción: calor +3, plantas +1. Añade dos microbios a otra de tus cartas.</translation>
    </message>
    <message>
        <source>Production: heat +3. You gain 3 heat.</source>
        <translation>Producción: calor +3. Obtén 3 de calor.</translation>
    </message>
    <message>
        <source>Production: heat +4. The Mohole Area tile goes on an ocean-reserved space.</source>
        <translation>Producción: calor +4. La loseta de Área Mohole se coloca en un área reservada para océanos.</translation>
    </message>
    <message>
        <source>Production: heat +7.</source>
        <translation>Producción: calor +7.</translation>
    </message>
    <message>
        <source>Production: heat -2, M€ +3. VP: 2.</source>
        <translation>Producción: calor -2, M€ +3. VP: 2.</translation>
    </message>
    <message>
        <source>Production: plants +1.</source>
        <translation>Producción: plantas +1.</translation>
    </message>
    <message>
        <source>Production: plants +1. Then you play one card from your hand, paying its cost, with no regard for its temperature, oxygen or ocean requirements.</source>
        <translation>Producción: plantas +1. Después juega una carta de tu mano pagando su coste, sin tener en cuenta sus requisitos de temperatura, oxígeno u océanos.</translation>
    </message>
    <message>
        <source>Production: plants +1. You draw 3 cards.</source>
        <translation>Producción: plantas +1. Roba 3 cartas.</translation>
    </message>
    <message>
        <source>Production: plants +1. You place a city tile.</source>
        <translation>Producción: plantas +1. Coloca una loseta de ciudad.</translation>
    </message>
    <message>
        <source>Production: plants +1. Your TR rises by 1 and you gain 5 M€.</source>
        <translation>Producción: plantas +1. Tu TR sube 1 nivel y obtienes 5 M€.</translation>
    </message>
    <message>
        <source>Production: plants -1, M€ +4. VP: 1.</source>
        <translation>Producción: plantas -1, M€ +4. VP: 1.</translation>
    </message>
    <message>
        <source>Production: steel +1, heat +2. You gain 2 heat.</source>
        <translation>Producción: acero +1, calor +2. Obtén 2 de calor.</translation>
    </message>
    <message>
        <source>Production: steel +1.</source>
        <translation>Producción: acero +1.</translation>
    </message>
    <message>
        <source>Production: steel +1. VP: 1.</source>
        <translation>Producción: acero +1. VP: 1.</translation>
    </message>
    <message>
        <source>Production: steel +2. You gain 4 steel.</source>
        <translation>Producción: acero +2. Obtén 4 de acero.</translation>
    </message>
    <message>
        <source>Production: titanium +1.</source>
        <translation>Producción: titanio +1.</translation>
    </message>
    <message>
        <source>Production: titanium +1. Action: 1 steel → 5 M€. VP: 2.</source>
        <translation>Producción: titanio +1. Acción: 1 de acero → 5 M€. VP: 2.</translation>
    </message>
    <message>
        <source>Production: titanium +1. VP: 1.</source>
        <translation>Producción: titanio +1. VP: 1.</translation>
    </message>
    <message>
        <source>Production: titanium +1. You draw one card.</source>
        <translation>Producción: titanio +1. Roba una carta.</translation>
    </message>
    <message>
        <source>Production: titanium +1. You gain 4 titanium.</source>
        <translation>Producción: titanio +1. Obtén 4 de titanio.</translation>
    </message>
    <message>
        <source>Production: titanium +1. Your city tile goes on the Phobos Space Haven space (off Mars). VP: 3.</source>
        <translation>Producción: titanio +1. Tu loseta de ciudad se coloca en el área de Santuario Espacial Phobos (fuera de Marte). VP: 3.</translation>
    </message>
    <message>
        <source>Production: titanium +2, M€ +2. VP: 1 per Jovian tag you hold.</source>
        <translation>Producción: titanio +2, M€ +2. VP: 1 por cada tipo Joviano que tengas.</translation>
    </message>
    <message>
        <source>Production: titanium +2. VP: 2.</source>
        <translation>Producción: titanio +2. VP: 2.</translation>
    </message>
    <message>
        <source>Production: titanium +2. You pay 5 M€.</source>
        <translation>Producción: titanio +2. Paga 5 M€.</translation>
    </message>
    <message>
        <source>Receive 1 M€ per event card played so far in the game, by anyone.</source>
        <translation>Obtén 1 M€ por cada carta de evento jugada hasta ahora en la partida, por cualquier jugador.</translation>
    </message>
    <message>
        <source>Receive 1 plant per city tile in play, whoever owns it.</source>
        <translation>Obtén 1 planta por cada loseta de ciudad en juego, sea de quien sea.</translation>
    </message>
    <message>
        <source>Receive 2 plants; oxygen goes up one step and an ocean tile goes down.</source>
        <translation>Obtén 2 plantas; aumenta el nivel de oxígeno 1 nivel y coloca una loseta de océano.</translation>
    </message>
    <message>
        <source>Receive 5 steel.</source>
        <translation>Obtén 5 de acero.</translation>
    </message>
    <message>
        <source>TR +1 per Jovian tag you hold, this card&apos;s included. VP: 2.</source>
        <translation>TR +1 por cada tipo Joviano que tengas, incluido el de esta carta. VP: 2.</translation>
    </message>
    <message>
        <source>TR +1; receive 4 plants. Also 3 microbes onto another card of yours and 2 animals onto another card of yours.</source>
        <translation>TR +1; obtén 4 plantas. Además, añade 3 microbios a otra de tus cartas y 2 animales a otra de tus cartas.</translation>
    </message>
    <message>
        <source>TR +2 and temperature goes up one step. Production: plants +1, or plants +4 instead when you already hold 3 or more plant tags.</source>
        <translation>TR +2 y aumenta la temperatura 1 nivel. Producción: plantas +1, o plantas +4 en su lugar si ya tienes 3 o más tipos Planta.</translation>
    </message>
    <message>
        <source>TR +2.</source>
        <translation>TR +2.</translation>
    </message>
    <message>
        <source>TR +2. VP: -2.</source>
        <translation>TR +2. VP: -2.</translation>
    </message>
    <message>
        <source>Temperature goes up one step and an ocean tile goes down. May strip up to 3 plants from one player.</source>
        <translation>Aumenta la temperatura 1 nivel y coloca una loseta de océano. Puedes eliminar hasta 3 plantas de un jugador.</translation>
    </message>
    <message>
        <source>Temperature goes up one step and you receive 2 titanium. May strip up to 3 plants from one player.</source>
        <translation>Aumenta la temperatura 1 nivel y obtén 2 de titanio. Puedes eliminar hasta 3 plantas de un jugador.</translation>
    </message>
    <message>
        <source>Temperature goes up three steps and you receive 4 steel. May strip up to 8 plants from one player.</source>
        <translation>Aumenta la temperatura 3 niveles y obtén 4 de acero. Puedes eliminar hasta 8 plantas de un jugador.</translation>
    </message>
    <message>
        <source>Temperature goes up two steps and two ocean tiles go down. May strip up to 6 plants from one player.</source>
        <translation>Aumenta la temperatura 2 niveles y coloca dos losetas de océano. Puedes eliminar hasta 6 plantas de un jugador.</translation>
    </message>
    <message>
        <source>Temperature goes up two steps and you receive 4 titanium. May strip up to 4 plants from one player.</source>
        <translation>Aumenta la temperatura 2 niveles y obtén 4 de titanio. Puedes eliminar hasta 4 plantas de un jugador.</translation>
    </message>
    <message>
        <source>Temperature goes up two steps. The Lava Flows tile goes on one volcano space: Tharsis Tholus, Ascraeus Mons, Pavonis Mons or Arsia Mons.</source>
        <translation>Aumenta la temperatura 2 niveles. La loseta de Ríos de Lava se coloca en una casilla volcánica: Tharsis Tholus, Ascraeus Mons, Pavonis Mons o Arsia Mons.</translation>
    </message>
    <message>
        <source>Temperature rises 1 step. You gain 4 titanium and 4 steel.</source>
        <translation>Aumenta la temperatura 1 nivel. Obtén 4 de titanio y 4 de acero.</translation>
    </message>
    <message>
        <source>Temperature rises 3 steps. You pay 5 M€.</source>
        <translation>Aumenta la temperatura 3 niveles. Paga 5 M€.</translation>
    </message>
    <message>
        <source>The Commercial District tile goes on any free land space; production: energy -1, M€ +4. VP: 1 per city tile bordering it.</source>
        <translation>La loseta de Distrito Comercial se coloca en cualquier casilla de tierra firme libre; producción: energía -1, M€ +4. VP: 1 por cada loseta de ciudad adyacente a ella.</translation>
    </message>
    <message>
        <source>The Industrial Center tile goes on a free land space bordering a city. Action: 7 M€ → steel production +1.</source>
        <translation>La loseta de Centro Industrial se coloca en una casilla de tierra firme libre adyacente a una ciudad. Acción: 7 M€ → producción de acero +1.</translation>
    </message>
    <message>
        <source>The Mining Area tile goes on a space printed with a steel or titanium bonus that borders a tile you own. Production +1 of whichever of those two resources that space&apos;s bonus shows.</source>
        <translation>La loseta de Cuenca Minera se coloca en una casilla con bonificación impresa de acero o titanio que sea adyacente a una loseta tuya. Producción +1 del recurso (acero o titanio) que muestre la bonificación de esa casilla.</translation>
    </message>
    <message>
        <source>The Mining Rights tile goes on any space printed with a steel or titanium bonus. Production +1 of whichever of those two resources that space&apos;s bonus shows.</source>
        <translation>La loseta de Licencia de Minería se coloca en cualquier casilla con bonificación impresa de acero o titanio. Producción +1 del recurso (acero o titanio) que muestre la bonificación de esa casilla.</translation>
    </message>
    <message>
        <source>The Nuclear Zone tile goes on any free land space and temperature goes up two steps. VP: -2.</source>
        <translation>La loseta de Zona Nuclear se coloca en cualquier casilla de tierra firme libre y la temperatura aumenta 2 niveles. VP: -2.</translation>
    </message>
    <message>
        <source>The Restricted Area tile goes on any free land space. Action: 2 M€ → draw a card.</source>
        <translation>La loseta de Área Restringida se coloca en cualquier casilla de tierra firme libre. Acción: 2 M€ → roba una carta.</translation>
    </message>
    <message>
        <source>Three floaters here. Action, pick one: one floater here; or discard 2 floaters from here → Venus up one step.</source>
        <translation>Añade tres flotadores a esta carta. Acción, elige una: añade un flotador a esta carta; o descarta 2 flotadores de esta carta → aumenta Venus 1 nivel.</translation>
    </message>
    <message>
        <source>Three microbes start on this card. Action, pick one: one microbe here; or discard 3 microbes from here → TR +1.</source>
        <translation>Esta carta empieza con tres microbios. Acción, elige una: añade un microbio a esta carta; o descarta 3 microbios de esta carta → TR +1.</translation>
    </message>
    <message>
        <source>Titanium production up 1 step for every 2 Earth tags you have in play, this one included.</source>
        <translation>Producción de titanio +1 por cada 2 tipos Terrestre que tengas en juego, incluido el de esta carta.</translation>
    </message>
    <message>
        <source>Titanium production up 1 step. Build a colony.</source>
        <translation>Producción de titanio +1. Construye una colonia.</translation>
    </message>
    <message>
        <source>Titanium production up 3 steps. VP: 4.</source>
        <translation>Producción de titanio +3. VP: 4.</translation>
    </message>
    <message>
        <source>Two floaters onto another card of yours.</source>
        <translation>Añade dos flotadores a otra de tus cartas.</translation>
    </message>
    <message>
        <source>Two floaters onto any card of yours (this one too). Action, pick one: a floater onto this card; or a floater off this card → 2 titanium, or 3 energy, or 4 heat.</source>
        <translation>Añade dos flotadores a cualquiera de tus cartas (también esta). Acción, elige una: añade un flotador a esta carta; o quita un flotador de esta carta → 2 de titanio, o 3 de energía, o 4 de calor.</translation>
    </message>
    <message>
        <source>Two floaters onto one of your Jovian-tagged cards (this one too). Action, pick one: a floater onto one of your Jovian-tagged cards (this one too); or a floater off this card → trade with a free trade fleet of yours, paying nothing else. VP: 1.</source>
        <translation>Añade dos flotadores a una de tus cartas con tipo Joviano (también esta). Acción, elige una: añade un flotador a una de tus cartas con tipo Joviano (también esta); o quita un flotador de esta carta → comercia con una de tus flotas comerciales libres, sin pagar nada más. VP: 1.</translation>
    </message>
    <message>
        <source>Two ocean tiles go down.</source>
        <translation>Coloca dos losetas de océano.</translation>
    </message>
    <message>
        <source>Venus goes up one step.</source>
        <translation>Aumenta Venus 1 nivel.</translation>
    </message>
    <message>
        <source>Venus goes up one step. May strip up to 4 M€ from one player who has a Venus tag in play.</source>
        <translation>Aumenta Venus 1 nivel. Puedes quitar hasta 4 M€ a un jugador que tenga un tipo Venus en juego.</translation>
    </message>
    <message>
        <source>Venus goes up one step. Per Jovian tag you hold, one floater onto one of your Venus-tagged cards (all on the same card).</source>
        <translation>Aumenta Venus 1 nivel. Por cada tipo Joviano que tengas, añade un flotador a una de tus cartas con tipo Venus (todos en la misma carta).</translation>
    </message>
    <message>
        <source>Venus goes up one step. Production: M€ +1 per Venus tag you hold (this card&apos;s counts).</source>
        <translation>Aumenta Venus 1 nivel. Producción: M€ +1 por cada tipo Venus que tengas (el de esta carta cuenta).</translation>
    </message>
    <message>
        <source>Venus goes up one step. Production: heat +3.</source>
        <translation>Aumenta Venus 1 nivel. Producción: calor +3.</translation>
    </message>
    <message>
        <source>Venus goes up one step. Production: plants +1. Two microbes onto another card of yours.</source>
        <translation>Aumenta Venus 1 nivel. Producción: plantas +1. Añade dos microbios a otra de tus cartas.</translation>
    </message>
    <message>
        <source>Venus goes up one step; three floaters onto one of your Venus-tagged cards.</source>
        <translation>Aumenta Venus 1 nivel; añade tres flotadores a una de tus cartas con tipo Venus.</translation>
    </message>
    <message>
        <source>Venus goes up three steps.</source>
        <translation>Aumenta Venus 3 niveles.</translation>
    </message>
    <message>
        <source>Venus goes up two steps. Production: heat +2.</source>
        <translation>Aumenta Venus 2 niveles. Producción: calor +2.</translation>
    </message>
    <message>
        <source>Very first action of the game: build a colony.</source>
        <translation>Primera acción de la partida: construye una colonia.</translation>
    </message>
    <message>
        <source>Very first action of the game: draw 3 Prelude cards, play one, discard the other two.</source>
        <translation>Primera acción de la partida: roba 3 cartas de Preludio, juega una y descarta las otras dos.</translation>
    </message>
    <message>
        <source>Very first action of the game: draw 3 cards.</source>
        <translation>Primera acción de la partida: roba 3 cartas.</translation>
    </message>
    <message>
        <source>Very first action of the game: fund an award at no cost.</source>
        <translation>Primera acción de la partida: financia una recompensa sin coste.</translation>
    </message>
    <message>
        <source>Very first action of the game: lay one city tile, following normal city placement.</source>
        <translation>Primera acción de la partida: coloca una loseta de ciudad, siguiendo las reglas normales de colocación de ciudades.</translation>
    </message>
    <message>
        <source>Very first action of the game: put one more colony tile of your choice into play.</source>
        <translation>Primera acción de la partida: pon en juego una loseta de colonia más, a tu elección.</translation>
    </message>
    <message>
        <source>Very first action of the game: reveal cards until three Venus-tagged ones show up; keep those, discard the rest.</source>
        <translation>Primera acción de la partida: revela cartas hasta que salgan tres con tipo Venus; quédatelas y descarta las demás.</translation>
    </message>
    <message>
        <source>Very first action of the game: reveal cards until two with a floater icon show up; keep those, discard the rest.</source>
        <translation>Primera acción de la partida: revela cartas hasta que salgan dos con el símbolo de flotador; quédatelas y descarta las demás.</translation>
    </message>
    <message>
        <source>You draw one card, or three when you hold 3 or more Venus tags. VP: 2.</source>
        <translation>Roba una carta, o tres si tienes 3 o más tipos Venus. VP: 2.</translation>
    </message>
    <message>
        <source>You draw one card. VP: 1.</source>
        <translation>Roba una carta. VP: 1.</translation>
    </message>
    <message>
        <source>You draw two cards.</source>
        <translation>Roba dos cartas.</translation>
    </message>
    <message>
        <source>You gain 21 M€.</source>
        <translation>Obtén 21 M€.</translation>
    </message>
    <message>
        <source>You gain 3 titanium, 8 steel and 3 plants.</source>
        <translation>Obtén 3 de titanio, 8 de acero y 3 plantas.</translation>
    </message>
    <message>
        <source>You gain 6 titanium, then turn over cards until two with a space tag show up: those two go to your hand, the others to the discard pile.</source>
        <translation>Obtén 6 de titanio y luego revela cartas hasta que salgan dos con tipo Espacio: esas dos van a tu mano y las demás a la pila de descartes.</translation>
    </message>
    <message>
        <source>You place a greenery tile (oxygen +1), then turn over cards until two with a plant tag show up: those two go to your hand, the others to the discard pile.</source>
        <translation>Coloca una loseta de vegetación (oxígeno +1) y luego revela cartas hasta que salgan dos con tipo Planta: esas dos van a tu mano y las demás a la pila de descartes.</translation>
    </message>
    <message>
        <source>You place an ocean tile, raise energy production by 2 and pay 3 M€.</source>
        <translation>Coloca una loseta de océano, aumenta tu producción de energía en 2 y paga 3 M€.</translation>
    </message>
    <message>
        <source>You place two ocean tiles.</source>
        <translation>Coloca dos losetas de océano.</translation>
    </message>
    <message>
        <source>You play one card from your hand at 25 M€ below its cost.</source>
        <translation>Juega una carta de tu mano por 25 M€ menos de su coste.</translation>
    </message>
    <message>
        <source>You receive 1 M€ per city tile in play and 1 M€ per colony in play, anyone&apos;s. VP: 1.</source>
        <translation>Obtienes 1 M€ por cada loseta de ciudad en juego y 1 M€ por cada colonia en juego, sean de quien sean. VP: 1.</translation>
    </message>
    <message>
        <source>You receive the colony bonus of every colony of yours.</source>
        <translation>Obtienes la bonificación de colonia de cada una de tus colonias.</translation>
    </message>
    <message>
        <source>Your TR goes up 2 steps; two floaters onto one of your Jovian-tagged cards. VP: 1.</source>
        <translation>Tu TR sube 2 niveles; añade dos flotadores a una de tus cartas con tipo Joviano. VP: 1.</translation>
    </message>
    <message>
        <source>Your TR rises by 3 and you draw one card.</source>
        <translation>Tu TR sube 3 niveles y robas una carta.</translation>
    </message>
    <message>
        <source>Your city tile goes on the Ganymede Colony space (off Mars). VP: 1 per Jovian tag you hold.</source>
        <translation>Tu loseta de ciudad se coloca en el área de Colonia Ganímedes (fuera de Marte). VP: 1 por cada tipo Joviano que tengas.</translation>
    </message>
    <message>
        <source>Your next card played in this same generation gets an 8 M€ reduction. VP: -1.</source>
        <translation>La siguiente carta que juegues en esta misma generación obtiene un descuento de 8 M€. VP: -1.</translation>
    </message>
    <message>
        <source>Your next card played in this same generation may have its temperature, oxygen or ocean requirement shifted by up to 2 steps either way.</source>
        <translation>La siguiente carta que juegues en esta misma generación puede tener su requisito de temperatura, oxígeno u océanos desplazado hasta 2 niveles en cualquier sentido.</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>choose %1 to %2</source>
        <translation>elige de %1 a %2</translation>
    </message>
    <message>
        <source>cost: %1 M€</source>
        <translation>coste: %1 M€</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message numerus="yes">
        <source>%n card(s) chosen</source>
        <translation>
            <numerusform>%n carta elegida</numerusform>
            <numerusform>%n cartas elegidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Build a colony: click a lit tile or pick it in the list.</source>
        <translation>Construir una colonia: haz clic en una loseta resaltada o elígela en la lista.</translation>
    </message>
    <message>
        <source>Choose a card.</source>
        <translation>Elige una carta.</translation>
    </message>
    <message>
        <source>Choose a colony tile to put into play.</source>
        <translation>Elige una loseta de colonia para ponerla en juego.</translation>
    </message>
    <message>
        <source>Choose a colony tile.</source>
        <translation>Elige una loseta de colonia.</translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation>Elige un jugador.</translation>
    </message>
    <message>
        <source>Choose an amount.</source>
        <translation>Elige una cantidad.</translation>
    </message>
    <message>
        <source>Choose another colony tile whose marker moves down 1 step.</source>
        <translation>Elige otra loseta de colonia cuyo marcador baja 1 casilla.</translation>
    </message>
    <message>
        <source>Choose cards.</source>
        <translation>Elige cartas.</translation>
    </message>
    <message>
        <source>Choose how many to spend.</source>
        <translation>Elige cuánto gastar.</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>Elige una opción.</translation>
    </message>
    <message>
        <source>Choose the colony tile whose marker moves up 1 step.</source>
        <translation>Elige la loseta de colonia cuyo marcador sube 1 casilla.</translation>
    </message>
    <message>
        <source>Choose which action to use.</source>
        <translation>Elige qué acción usar.</translation>
    </message>
    <message>
        <source>Place %1: click a highlighted space.</source>
        <translation>Coloca %1: haz clic en una casilla resaltada.</translation>
    </message>
    <message>
        <source>Remove from %1 up to %2: how many?</source>
        <translation>¿Cuánto le quitas a %1 (hasta %2)?</translation>
    </message>
    <message>
        <source>Sell patents: choose the cards to sell for 1 M€ each.</source>
        <translation>Vender patentes: elige las cartas que vendes por 1 M€ cada una.</translation>
    </message>
    <message>
        <source>Solo game: choose the colony tile to leave out.</source>
        <translation>Partida en solitario: elige la loseta de colonia que quedará fuera.</translation>
    </message>
    <message>
        <source>Take from %1 up to %2: how many?</source>
        <translation>¿Cuánto le robas a %1 (hasta %2)?</translation>
    </message>
    <message>
        <source>Trade without paying: choose the colony tile to trade with.</source>
        <translation>Comercio sin pagar: elige la loseta de colonia con la que comerciar.</translation>
    </message>
    <message>
        <source>World Government terraforming: place an ocean tile for nobody — click a highlighted space.</source>
        <translation>Terraformación del Gobierno Mundial: coloca una loseta de océano que no es de nadie — haz clic en una casilla resaltada.</translation>
    </message>
    <message>
        <source>World Government: choose a global parameter to raise.</source>
        <translation>Gobierno Mundial: elige un parámetro global que aumentar.</translation>
    </message>
</context>
<context>
    <name>Colonies</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1 y luego %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: 1 resource on its shipping board</source>
        <translation>%1: 1 recurso en su tablero de transporte</translation>
    </message>
    <message>
        <source>After a trade the marker goes back to the step just right of the colonies; each generation it moves up 1 step.</source>
        <translation>Tras un comercio el marcador vuelve a la casilla justo a la derecha de las colonias; cada generación sube 1 casilla.</translation>
    </message>
    <message>
        <source>All your trade fleets have traded this generation; they come back after the production phase.</source>
        <translation>Todas tus flotas comerciales ya han comerciado esta generación; vuelven tras la fase de producción.</translation>
    </message>
    <message>
        <source>Building a colony here gives: %1</source>
        <translation>Construir una colonia aquí da: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Click, or press Enter, to choose this tile.</source>
        <translation>Haz clic, o pulsa Intro, para elegir esta loseta.</translation>
    </message>
    <message>
        <source>Colonies (at most %1): %2</source>
        <translation>Colonias (como máximo %1): %2</translation>
    </message>
    <message>
        <source>Colony bonus (to each colony&apos;s owner, whoever trades here): %1</source>
        <translation>Bonificación de colonia (al dueño de cada colonia, comercie quien comercie aquí): %1</translation>
    </message>
    <message>
        <source>Colony bonus: %1 · build: %2</source>
        <translation>Bonificación de colonia: %1 · construcción: %2</translation>
    </message>
    <message>
        <source>Colony tile</source>
        <translation>Loseta de colonia</translation>
    </message>
    <message>
        <source>Colony tiles</source>
        <translation>Losetas de colonia</translation>
    </message>
    <message>
        <source>Each trade fleet can trade once a generation; the fleets come back after the production phase. A fleet on a tile is drawn there in its owner&apos;s colour.</source>
        <translation>Cada flota comercial puede comerciar una vez por generación; las flotas vuelven tras la fase de producción. Una flota en una loseta se dibuja allí del color de su dueño.</translation>
    </message>
    <message>
        <source>Inactive until a card in play can hold %1: no colony can be built and no trade made here yet.</source>
        <translation>Inactiva hasta que una carta en juego pueda guardar %1: aún no se puede construir una colonia ni comerciar aquí.</translation>
    </message>
    <message>
        <source>Marker on step %1: trading here now gives %2.</source>
        <translation>Marcador en la casilla %1: comerciar aquí ahora da %2.</translation>
    </message>
    <message>
        <source>No colony tile is open: each holds a trade fleet already or waits for its resource.</source>
        <translation>Ninguna loseta de colonia está abierta: cada una tiene ya una flota comercial o espera su recurso.</translation>
    </message>
    <message>
        <source>Not in play: choose it to put it into play, its marker on step 1.</source>
        <translation>Fuera de juego: elígela para ponerla en juego, con su marcador en la casilla 1.</translation>
    </message>
    <message>
        <source>Pay with</source>
        <translation>Pagar con</translation>
    </message>
    <message>
        <source>Send one of your trade fleets (available: %1) to a colony tile: you get what its marker&apos;s step gives, each colony there gives its owner the colony bonus, then the marker goes back.</source>
        <translation>Envía una de tus flotas comerciales (disponibles: %1) a una loseta de colonia: recibes lo que da la casilla de su marcador, cada colonia allí da a su dueño la bonificación de colonia, y luego el marcador vuelve.</translation>
    </message>
    <message>
        <source>Steps the marker moves up before you trade; fewer may give something else (Europa&apos;s production)</source>
        <translation>Casillas que sube el marcador antes de comerciar; menos puede dar otra cosa (la producción de Europa)</translation>
    </message>
    <message>
        <source>Steps to move the marker up first (your cards allow up to %1):</source>
        <translation>Casillas que sube antes el marcador (tus cartas permiten hasta %1):</translation>
    </message>
    <message>
        <source>Track, step by step:</source>
        <translation>Tabla, cada casilla:</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Comerciar</translation>
    </message>
    <message>
        <source>Trade fleet here this generation: %1</source>
        <translation>Flota comercial aquí esta generación: %1</translation>
    </message>
    <message>
        <source>Trade fleets (available/owned): %1</source>
        <translation>Flotas comerciales (disponibles/propias): %1</translation>
    </message>
    <message>
        <source>Trade with a colony</source>
        <translation>Comerciar con una colonia</translation>
    </message>
    <message>
        <source>Waits for a card that holds %1</source>
        <translation>Espera una carta que guarde %1</translation>
    </message>
    <message>
        <source>You cannot pay for a trade: it costs %1 M€, %2 energy or %3 titanium.</source>
        <translation>No puedes pagar un comercio: cuesta %1 M€, %2 de energía o %3 de titanio.</translation>
    </message>
    <message>
        <source>You cannot pay this way: you need %1.</source>
        <translation>No puedes pagar así: necesitas %1.</translation>
    </message>
    <message>
        <source>You have %1.</source>
        <translation>Tienes %1.</translation>
    </message>
    <message>
        <source>Your cards make each trade %1 cheaper.</source>
        <translation>Tus cartas hacen cada comercio %1 más barato.</translation>
    </message>
    <message>
        <source>a trade fleet is already there this generation (%1)</source>
        <translation>ya hay una flota comercial allí esta generación (%1)</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>animales</translation>
    </message>
    <message>
        <source>colony bonuses: %1</source>
        <translation>bonificaciones de colonia: %1</translation>
    </message>
    <message>
        <source>floaters</source>
        <translation>flotadores</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactiva</translation>
    </message>
    <message>
        <source>inactive: it waits for a card that holds %1</source>
        <translation>inactiva: espera una carta que guarde %1</translation>
    </message>
    <message>
        <source>microbes</source>
        <translation>microbios</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>not in play</source>
        <translation>fuera de juego</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>casilla %1: %2</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha salido mal</translation>
    </message>
    <message>
        <source>tmdesk hit an unexpected error. Your game is autosaved after every move, so you can continue it from the new-game screen.

Details are in the log file:
%1</source>
        <translation>tmdesk ha encontrado un error inesperado. Tu partida se guarda automáticamente tras cada jugada, así que puedes continuarla desde la pantalla de nueva partida.

Los detalles están en el archivo de registro:
%1</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>This effect is optional: do not use it</source>
        <translation>Este efecto es opcional: no usarlo</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Tu elección</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source> (%1 at most)</source>
        <translation> (%1 como máximo)</translation>
    </message>
    <message>
        <source> (also where you have one)</source>
        <translation> (también donde ya tienes una)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>a special effect</source>
        <translation>un efecto especial</translation>
    </message>
    <message>
        <source>add %1 to another card</source>
        <translation>añadir %1 a otra carta</translation>
    </message>
    <message>
        <source>add %1 to one of your cards (this one too)</source>
        <translation>añadir %1 a una de tus cartas (también esta)</translation>
    </message>
    <message>
        <source>add %1 to one of your cards with a %2 tag</source>
        <translation>añadir %1 a una de tus cartas con tipo %2</translation>
    </message>
    <message numerus="yes">
        <source>add %n resource(s) to the card you played</source>
        <translation>
            <numerusform>añadir %n recurso a la carta que jugaste</numerusform>
            <numerusform>añadir %n recursos a la carta que jugaste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n resource(s) to this card</source>
        <translation>
            <numerusform>añadir %n recurso a esta carta</numerusform>
            <numerusform>añadir %n recursos a esta carta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>discard %n card(s)</source>
        <translation>
            <numerusform>descartar %n carta</numerusform>
            <numerusform>descartar %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>draw %1 Prelude cards and play one of them</source>
        <translation>robar %1 cartas de Preludio y jugar una</translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s)</source>
        <translation>
            <numerusform>robar %n carta</numerusform>
            <numerusform>robar %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>draw a card per %1 %2 tags</source>
        <translation>robar una carta por cada %1 tipos %2</translation>
    </message>
    <message numerus="yes">
        <source>each other player draws %n card(s)</source>
        <translation>
            <numerusform>cada otro jugador roba %n carta</numerusform>
            <numerusform>cada otro jugador roba %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>for each %1 tag you have</source>
        <translation>por cada tipo %1 que tengas</translation>
    </message>
    <message>
        <source>for each %1 tag your opponents have</source>
        <translation>por cada tipo %1 de tus oponentes</translation>
    </message>
    <message>
        <source>for each city in play</source>
        <translation>por cada ciudad en juego</translation>
    </message>
    <message>
        <source>for each city on Mars</source>
        <translation>por cada ciudad en Marte</translation>
    </message>
    <message>
        <source>for each colony in play</source>
        <translation>por cada colonia en juego</translation>
    </message>
    <message>
        <source>for each event card played by any player</source>
        <translation>por cada carta de evento jugada por cualquier jugador</translation>
    </message>
    <message>
        <source>for each of your cards without tags</source>
        <translation>por cada carta tuya sin tipos</translation>
    </message>
    <message>
        <source>for each of your colonies</source>
        <translation>por cada colonia tuya</translation>
    </message>
    <message>
        <source>for every %1 floaters on your cards</source>
        <translation>por cada %1 flotadores en tus cartas</translation>
    </message>
    <message>
        <source>for every %2 %1 tags you have</source>
        <translation>por cada %2 tipos %1 que tengas</translation>
    </message>
    <message>
        <source>fund an award for free</source>
        <translation>financiar una recompensa gratis</translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation>ganar %1</translation>
    </message>
    <message>
        <source>gain %1 per resource on this card</source>
        <translation>obtener %1 por cada recurso en esta carta</translation>
    </message>
    <message numerus="yes">
        <source>gain %n trade fleet(s)</source>
        <translation>
            <numerusform>ganar %n flota comercial</numerusform>
            <numerusform>ganar %n flotas comerciales</numerusform>
        </translation>
    </message>
    <message>
        <source>gain the colony bonus of each of your colonies</source>
        <translation>recibir la bonificación de colonia de cada una de tus colonias</translation>
    </message>
    <message numerus="yes">
        <source>look at %n card(s) and keep %1</source>
        <translation>
            <numerusform>mirar %n carta y quedarte %1</numerusform>
            <numerusform>mirar %n cartas y quedarte %1</numerusform>
        </translation>
    </message>
    <message>
        <source>look at the top card and buy it for %1 M€</source>
        <translation>mirar la primera carta y comprarla por %1 M€</translation>
    </message>
    <message>
        <source>lower any player&apos;s production of %1 by %2</source>
        <translation>reducir en %2 la producción de %1 de cualquier jugador</translation>
    </message>
    <message>
        <source>move X production from %1 to %2</source>
        <translation>mover X de producción de %1 a %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>pay %1: choose how many resources of this card to use, %2 each</source>
        <translation>pagar %1: elige cuántos recursos de esta carta usar, a %2 cada uno</translation>
    </message>
    <message numerus="yes">
        <source>place %n %1 tile(s)</source>
        <translation>
            <numerusform>colocar %n loseta de %1</numerusform>
            <numerusform>colocar %n losetas de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place %n colonies on colony tiles</source>
        <translation>
            <numerusform>colocar %n colonia en losetas de colonia</numerusform>
            <numerusform>colocar %n colonias en losetas de colonia</numerusform>
        </translation>
    </message>
    <message>
        <source>place a city tile</source>
        <translation>colocar una loseta de ciudad</translation>
    </message>
    <message>
        <source>place a colony on a colony tile</source>
        <translation>colocar una colonia en una loseta de colonia</translation>
    </message>
    <message>
        <source>place a greenery tile</source>
        <translation>colocar una loseta de vegetación</translation>
    </message>
    <message>
        <source>place an ocean tile</source>
        <translation>colocar una loseta de océano</translation>
    </message>
    <message>
        <source>play a card from your hand for %1 M€ less</source>
        <translation>jugar una carta de tu mano por %1 M€ menos</translation>
    </message>
    <message>
        <source>play a card from your hand, ignoring global requirements</source>
        <translation>jugar una carta de tu mano ignorando los requisitos globales</translation>
    </message>
    <message>
        <source>production: %2 %1</source>
        <translation>%1 %2 (producción)</translation>
    </message>
    <message numerus="yes">
        <source>put %n colony tile(s) not in play into play</source>
        <translation>
            <numerusform>poner en juego %n loseta de colonia que no está en juego</numerusform>
            <numerusform>poner en juego %n losetas de colonia que no están en juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>raise Venus %n step(s)</source>
        <translation>
            <numerusform>aumentar Venus %n nivel</numerusform>
            <numerusform>aumentar Venus %n niveles</numerusform>
        </translation>
    </message>
    <message>
        <source>raise one colony tile&apos;s track marker one step and lower another&apos;s one step</source>
        <translation>avanzar una casilla el marcador de una loseta de colonia y retroceder una casilla el de otra</translation>
    </message>
    <message>
        <source>raise one of your lowest productions by %1</source>
        <translation>aumentar en %1 una de tus producciones más bajas</translation>
    </message>
    <message numerus="yes">
        <source>raise oxygen %n step(s)</source>
        <translation>
            <numerusform>aumentar el oxígeno %n nivel</numerusform>
            <numerusform>aumentar el oxígeno %n niveles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>raise the temperature %n step(s)</source>
        <translation>
            <numerusform>aumentar la temperatura %n nivel</numerusform>
            <numerusform>aumentar la temperatura %n niveles</numerusform>
        </translation>
    </message>
    <message>
        <source>raise your terraform rating by %1</source>
        <translation>aumentar tu TR %1</translation>
    </message>
    <message>
        <source>remove %1 from one of your cards</source>
        <translation>retirar %1 de una de tus cartas</translation>
    </message>
    <message numerus="yes">
        <source>remove %n resource(s) from this card</source>
        <translation>
            <numerusform>eliminar %n recurso de esta carta</numerusform>
            <numerusform>eliminar %n recursos de esta carta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>remove %n resource(s) here</source>
        <translation>
            <numerusform>eliminar %n recurso de aquí</numerusform>
            <numerusform>eliminar %n recursos de aquí</numerusform>
        </translation>
    </message>
    <message>
        <source>remove any number of resources here: %1 for each</source>
        <translation>quitar de esta carta los recursos que quieras: %1 por cada uno</translation>
    </message>
    <message>
        <source>remove up to %1 from any card</source>
        <translation>eliminar hasta %1 de cualquier carta</translation>
    </message>
    <message>
        <source>remove up to %1 from any player</source>
        <translation>eliminar hasta %1 de cualquier jugador</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>recursos</translation>
    </message>
    <message>
        <source>reveal cards until %1 with a %2 tag; keep those</source>
        <translation>revelar cartas hasta que salgan %1 con tipo %2; quedárselas</translation>
    </message>
    <message>
        <source>spend %1</source>
        <translation>gastar %1</translation>
    </message>
    <message>
        <source>steal up to %1 from any player</source>
        <translation>robar hasta %1 a cualquier jugador</translation>
    </message>
    <message>
        <source>trade with a colony tile without paying (one of your trade fleets goes there)</source>
        <translation>comerciar con una loseta de colonia sin pagar (una de tus flotas comerciales va allí)</translation>
    </message>
    <message>
        <source>your next card costs %1 M€ less</source>
        <translation>tu próxima carta cuesta %1 M€ menos</translation>
    </message>
    <message>
        <source>your next card may ignore global requirements by a little</source>
        <translation>tu próxima carta puede saltarse un poco los requisitos globales</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 wins!</source>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Recompensas</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Compare your decisions with the strongest computer player&apos;s</source>
        <translation>Compara tus decisiones con las del jugador de ordenador más fuerte</translation>
    </message>
    <message>
        <source>Final scores after generation %1</source>
        <translation>Puntuación final tras la generación %1</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generación</translation>
    </message>
    <message>
        <source>Go back to the final board</source>
        <translation>Volver al tablero final</translation>
    </message>
    <message>
        <source>Greeneries next to cities</source>
        <translation>Vegetaciones junto a ciudades</translation>
    </message>
    <message>
        <source>Greenery tiles</source>
        <translation>Losetas de vegetación</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Ver el tablero</translation>
    </message>
    <message>
        <source>Mars is not terraformed in time: the game is lost.</source>
        <translation>Marte no se ha terraformado a tiempo: la partida está perdida.</translation>
    </message>
    <message>
        <source>Milestones</source>
        <translation>Hitos</translation>
    </message>
    <message>
        <source>M€ production</source>
        <translation>Producción de M€</translation>
    </message>
    <message>
        <source>M€ production by generation</source>
        <translation>Producción de M€ por generación</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Analizar la partida</translation>
    </message>
    <message>
        <source>Set up a new game</source>
        <translation>Preparar una nueva partida</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>TR</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Valor de Terraformación</translation>
    </message>
    <message>
        <source>Terraform rating by generation</source>
        <translation>Valor de Terraformación por generación</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Puntos de Victoria</translation>
    </message>
    <message>
        <source>Victory points by generation</source>
        <translation>Puntos de Victoria por generación</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>A trade costs {cost} M€, {amount:energy} or {amount:titanium}, paid with one of them.</source>
        <translation>Comerciar cuesta {cost} M€, {amount:energy} o {amount:titanium}, pagados con uno solo de ellos.</translation>
    </message>
    <message>
        <source>AutoMars plays corporation {code}, the namesake of {corporation}: choose your other corporation.</source>
        <translation>AutoMars juega la corporación {code}, homónima de {corporation}: elige tu otra corporación.</translation>
    </message>
    <message>
        <source>Buying {count:card} costs {cost} M€; you have {have}.</source>
        <translation>Comprar {count:card} cuesta {cost} M€; tienes {have}.</translation>
    </message>
    <message>
        <source>Choose an amount from {min} to {max}.</source>
        <translation>Elige una cantidad de {min} a {max}.</translation>
    </message>
    <message>
        <source>Choose between {min} and {max:card}.</source>
        <translation>Elige entre {min} y {max:card}.</translation>
    </message>
    <message>
        <source>Generation {generation} begins; {player} is first player.</source>
        <translation>Empieza la generación {generation}; {player} es el primer jugador.</translation>
    </message>
    <message>
        <source>Generation {generation} is reached: AutoMars wins.</source>
        <translation>Se alcanza la generación {generation}: AutoMars gana.</translation>
    </message>
    <message>
        <source>Having 2 Earth, 2 Venus and 2 Jovian tags in play</source>
        <translation>Tener 2 tipos Tierra, 2 Venus y 2 Joviano en juego</translation>
    </message>
    <message>
        <source>Having a plant production of at least 3</source>
        <translation>Tener al menos 3 de producción de plantas</translation>
    </message>
    <message>
        <source>Having a terraform rating of at least 35</source>
        <translation>Tener un Valor de Terraformación de al menos 35</translation>
    </message>
    <message>
        <source>Having at least 10 energy and heat production together</source>
        <translation>Tener al menos 10 de producción de energía y calor sumadas</translation>
    </message>
    <message>
        <source>Having at least 10 production of one resource</source>
        <translation>Tener al menos 10 de producción de un recurso</translation>
    </message>
    <message>
        <source>Having at least 12 M€ production</source>
        <translation>Tener al menos 12 de producción de M€</translation>
    </message>
    <message>
        <source>Having at least 15 project cards in play (not events)</source>
        <translation>Tener al menos 15 cartas de proyecto en juego (sin contar eventos)</translation>
    </message>
    <message>
        <source>Having at least 16 cards in your hand</source>
        <translation>Tener al menos 16 cartas en la mano</translation>
    </message>
    <message>
        <source>Having at least 3 Jovian tags in play</source>
        <translation>Tener al menos 3 tipos Joviano en juego</translation>
    </message>
    <message>
        <source>Having at least 3 city tags in play</source>
        <translation>Tener al menos 3 tipos Ciudad en juego</translation>
    </message>
    <message>
        <source>Having at least 3 colonies (Colonies expansion)</source>
        <translation>Tener al menos 3 colonias (expansión Colonias)</translation>
    </message>
    <message>
        <source>Having at least 3 different kinds of resources on cards</source>
        <translation>Tener al menos 3 clases distintas de recursos sobre cartas</translation>
    </message>
    <message>
        <source>Having at least 4 Plant tags in play</source>
        <translation>Tener al menos 4 tipos Planta en juego</translation>
    </message>
    <message>
        <source>Having at least 4 science tags in play</source>
        <translation>Tener al menos 4 tipos Ciencia en juego</translation>
    </message>
    <message>
        <source>Having at least 4 space tags in play</source>
        <translation>Tener al menos 4 tipos Espacio en juego</translation>
    </message>
    <message>
        <source>Having at least 4 tags in play among plant, microbe and animal tags</source>
        <translation>Tener al menos 4 tipos Planta, Microbio y Animal en juego</translation>
    </message>
    <message>
        <source>Having at least 5 cards with requirements in play</source>
        <translation>Tener al menos 5 cartas con requisito en juego</translation>
    </message>
    <message>
        <source>Having at least 5 resources on cards among animals and microbes</source>
        <translation>Tener al menos 5 recursos de animal y microbio sobre cartas</translation>
    </message>
    <message>
        <source>Having at least 6 energy production</source>
        <translation>Tener al menos 6 de producción de energía</translation>
    </message>
    <message>
        <source>Having at least 6 steel and titanium production together</source>
        <translation>Tener al menos 6 de producción de acero y titanio sumadas</translation>
    </message>
    <message>
        <source>Having at least 7 floaters on your cards</source>
        <translation>Tener al menos 7 flotadores en tus cartas</translation>
    </message>
    <message>
        <source>Having at least 8 building tags in play</source>
        <translation>Tener al menos 8 tipos Edificio en juego</translation>
    </message>
    <message>
        <source>Having at least 8 different tags in play</source>
        <translation>Tener al menos 8 tipos distintos en juego</translation>
    </message>
    <message>
        <source>Having increased all 6 productions by at least 1 step</source>
        <translation>Haber aumentado las 6 producciones en al menos 1 nivel</translation>
    </message>
    <message>
        <source>Having played at least 5 events</source>
        <translation>Haber jugado al menos 5 eventos</translation>
    </message>
    <message>
        <source>Having played the most events</source>
        <translation>Haber jugado más eventos</translation>
    </message>
    <message>
        <source>Having the highest M€ production</source>
        <translation>Tener la mayor producción de M€</translation>
    </message>
    <message>
        <source>Having the highest plant production</source>
        <translation>Tener la mayor producción de plantas</translation>
    </message>
    <message>
        <source>Having the highest production of everything but M€ together</source>
        <translation>Tener la mayor suma de producciones, salvo M€</translation>
    </message>
    <message>
        <source>Having the highest steel and titanium production together</source>
        <translation>Tener la mayor producción de acero y titanio sumadas</translation>
    </message>
    <message>
        <source>Having the highest terraform rating</source>
        <translation>Tener el mayor Valor de Terraformación</translation>
    </message>
    <message>
        <source>Having the most Earth tags in play</source>
        <translation>Tener más tipos Tierra en juego</translation>
    </message>
    <message>
        <source>Having the most Jovian and Earth tags in play</source>
        <translation>Tener más tipos Joviano y Tierra en juego</translation>
    </message>
    <message>
        <source>Having the most Venus tags in play</source>
        <translation>Tener más tipos Venus en juego</translation>
    </message>
    <message>
        <source>Having the most animal and microbe resources</source>
        <translation>Tener más recursos de animal y microbio</translation>
    </message>
    <message>
        <source>Having the most automated cards in play</source>
        <translation>Tener más cartas automatizadas en juego</translation>
    </message>
    <message>
        <source>Having the most building tags in play</source>
        <translation>Tener más tipos Edificio en juego</translation>
    </message>
    <message>
        <source>Having the most cards with requirements in play</source>
        <translation>Tener más cartas con requisito en juego</translation>
    </message>
    <message>
        <source>Having the most heat resources</source>
        <translation>Tener más recursos de calor</translation>
    </message>
    <message>
        <source>Having the most power tags in play</source>
        <translation>Tener más tipos Energía en juego</translation>
    </message>
    <message>
        <source>Having the most project cards in play with a printed cost of at least 20 M€</source>
        <translation>Tener más cartas de proyecto en juego con un coste impreso de al menos 20 M€</translation>
    </message>
    <message>
        <source>Having the most project cards in play with a printed cost of at most 10 M€</source>
        <translation>Tener más cartas de proyecto en juego con un coste impreso de como mucho 10 M€</translation>
    </message>
    <message>
        <source>Having the most resources on cards</source>
        <translation>Tener más recursos sobre cartas</translation>
    </message>
    <message>
        <source>Having the most science tags in play</source>
        <translation>Tener más tipos Ciencia en juego</translation>
    </message>
    <message>
        <source>Having the most space tags in play</source>
        <translation>Tener más tipos Espacio en juego</translation>
    </message>
    <message>
        <source>Having the most steel and energy resources</source>
        <translation>Tener más recursos de acero y energía</translation>
    </message>
    <message>
        <source>Having the most steel and titanium resources</source>
        <translation>Tener más recursos de acero y titanio</translation>
    </message>
    <message>
        <source>It is {expected}&apos;s decision, not {player}&apos;s.</source>
        <translation>La decisión es de {expected}, no de {player}.</translation>
    </message>
    <message>
        <source>Keep exactly {n} different Preludes.</source>
        <translation>Quédate exactamente con {n} Preludios distintos.</translation>
    </message>
    <message>
        <source>Mars and Venus are not both terraformed after generation {generation}: {player} loses ({score} VP).</source>
        <translation>Marte y Venus no están ambos terraformados tras la generación {generation}: {player} pierde ({score} VP).</translation>
    </message>
    <message>
        <source>Mars is not terraformed after generation 12: {player} loses ({score} VP).</source>
        <translation>Marte no está terraformado tras la generación 12: {player} pierde ({score} VP).</translation>
    </message>
    <message>
        <source>Mars is not terraformed after generation 14: {player} loses ({score} VP).</source>
        <translation>Marte no está terraformado tras la generación 14: {player} pierde ({score} VP).</translation>
    </message>
    <message>
        <source>No space is left for {tile}: {player} places none.</source>
        <translation>No queda ningún espacio para {tile}: {player} no coloca ninguna.</translation>
    </message>
    <message>
        <source>Only Helion may pay with heat.</source>
        <translation>Solo Helion puede pagar con calor.</translation>
    </message>
    <message>
        <source>Owning at least 3 city tiles</source>
        <translation>Poseer al menos 3 losetas de ciudad</translation>
    </message>
    <message>
        <source>Owning at least 3 greenery tiles</source>
        <translation>Poseer al menos 3 losetas de vegetación</translation>
    </message>
    <message>
        <source>Owning at least 3 special tiles</source>
        <translation>Poseer al menos 3 losetas especiales</translation>
    </message>
    <message>
        <source>Owning at least 3 tiles next to ocean tiles</source>
        <translation>Poseer al menos 3 losetas adyacentes a losetas de océano</translation>
    </message>
    <message>
        <source>Owning at least 3 tiles on or next to volcanic spaces</source>
        <translation>Poseer al menos 3 losetas en áreas volcánicas o adyacentes a ellas</translation>
    </message>
    <message>
        <source>Owning at least 3 tiles on the two bottom rows</source>
        <translation>Poseer al menos 3 losetas en las dos filas de abajo</translation>
    </message>
    <message>
        <source>Owning the largest group of tiles that touch</source>
        <translation>Poseer el mayor grupo de losetas adyacentes entre sí</translation>
    </message>
    <message>
        <source>Owning the most cities</source>
        <translation>Poseer más ciudades</translation>
    </message>
    <message>
        <source>Owning the most greenery tiles</source>
        <translation>Poseer más losetas de vegetación</translation>
    </message>
    <message>
        <source>Owning the most tiles in play</source>
        <translation>Poseer más losetas en juego</translation>
    </message>
    <message>
        <source>Owning the most tiles next to ocean tiles</source>
        <translation>Poseer más losetas adyacentes a losetas de océano</translation>
    </message>
    <message>
        <source>Owning the most tiles next to special tiles</source>
        <translation>Poseer más losetas adyacentes a losetas especiales</translation>
    </message>
    <message>
        <source>Owning the most tiles not next to ocean tiles</source>
        <translation>Poseer más losetas no adyacentes a losetas de océano</translation>
    </message>
    <message>
        <source>Owning the most tiles on the edge of the map</source>
        <translation>Poseer más losetas en el borde del mapa</translation>
    </message>
    <message>
        <source>Owning the most tiles on the four rows south of the equator</source>
        <translation>Poseer más losetas en las cuatro filas al sur del ecuador</translation>
    </message>
    <message>
        <source>Production phase of generation {generation}.</source>
        <translation>Fase de Producción de la generación {generation}.</translation>
    </message>
    <message>
        <source>Steel pays only for cards with a building tag.</source>
        <translation>El acero solo paga cartas con tipo Edificio.</translation>
    </message>
    <message>
        <source>That cannot be done in this phase.</source>
        <translation>Eso no se puede hacer en esta fase.</translation>
    </message>
    <message>
        <source>The action of {card} cannot be used now.</source>
        <translation>La acción de {card} no se puede usar ahora.</translation>
    </message>
    <message>
        <source>The award {award} cannot be funded now.</source>
        <translation>La recompensa {award} no se puede financiar ahora.</translation>
    </message>
    <message>
        <source>The draw pile is empty: the discard pile is shuffled into a new one.</source>
        <translation>El mazo está vacío: la pila de descartes se baraja para formar uno nuevo.</translation>
    </message>
    <message>
        <source>The game ends. AutoMars wins with {score} VP.</source>
        <translation>La partida termina. AutoMars gana con {score} VP.</translation>
    </message>
    <message>
        <source>The game ends. {player} wins with {score} VP.</source>
        <translation>La partida termina. {player} gana con {score} VP.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The game is waiting for {expected}, not {given}.</source>
        <translation>La partida espera {expected}, no {given}.</translation>
    </message>
    <message>
        <source>The milestone {milestone} cannot be claimed now.</source>
        <translation>El hito {milestone} no se puede reclamar ahora.</translation>
    </message>
    <message>
        <source>The payment does not cover the cost of {cost} M€.</source>
        <translation>El pago no cubre el coste de {cost} M€.</translation>
    </message>
    <message>
        <source>The payment uses more {resource} than needed.</source>
        <translation>El pago usa más {resource} de lo necesario.</translation>
    </message>
    <message>
        <source>The standard project {project} is not available now.</source>
        <translation>El proyecto estándar {project} no está disponible ahora.</translation>
    </message>
    <message>
        <source>The steps the marker moves before this trade are a number from 0 to {max}.</source>
        <translation>Las casillas que el marcador avanza antes de este comercio son un número de 0 a {max}.</translation>
    </message>
    <message>
        <source>The trade fleets come back and the marker of every active colony tile moves up one step.</source>
        <translation>Las flotas comerciales vuelven y el marcador de cada loseta de colonia activa avanza una casilla.</translation>
    </message>
    <message>
        <source>There is no card named {card}.</source>
        <translation>No existe ninguna carta llamada {card}.</translation>
    </message>
    <message>
        <source>This answer is not understood: a payment names resources with whole numbers.</source>
        <translation>Esta respuesta no se entiende: un pago indica recursos con números enteros.</translation>
    </message>
    <message>
        <source>This answer is not understood: a step must be an object.</source>
        <translation>Esta respuesta no se entiende: un paso debe ser un objeto.</translation>
    </message>
    <message>
        <source>This answer is not understood: a step needs an action or an answer.</source>
        <translation>Esta respuesta no se entiende: un paso necesita una acción o una respuesta.</translation>
    </message>
    <message>
        <source>This answer is not understood: it needs the key {key}.</source>
        <translation>Esta respuesta no se entiende: falta la clave {key}.</translation>
    </message>
    <message>
        <source>This answer is not understood: the answer must be an object.</source>
        <translation>Esta respuesta no se entiende: la respuesta debe ser un objeto.</translation>
    </message>
    <message>
        <source>This answer is not understood: {detail}.</source>
        <translation>Esta respuesta no se entiende: {detail}.</translation>
    </message>
    <message>
        <source>This answer is not understood: {key} has the wrong type or size.</source>
        <translation>Esta respuesta no se entiende: {key} tiene un tipo o un tamaño incorrecto.</translation>
    </message>
    <message>
        <source>This answer is not understood: {key} must be a list of card names.</source>
        <translation>Esta respuesta no se entiende: {key} debe ser una lista de nombres de cartas.</translation>
    </message>
    <message>
        <source>This effect is not optional.</source>
        <translation>Este efecto no es opcional.</translation>
    </message>
    <message>
        <source>This file cannot be read.</source>
        <translation>Este archivo no se puede leer.</translation>
    </message>
    <message>
        <source>This file is not a tmdesk saved game.</source>
        <translation>Este archivo no es una partida guardada de tmdesk.</translation>
    </message>
    <message>
        <source>This file is too large to be a saved game.</source>
        <translation>Este archivo es demasiado grande para ser una partida guardada.</translation>
    </message>
    <message>
        <source>This game is played without Preludes.</source>
        <translation>Esta partida se juega sin Preludios.</translation>
    </message>
    <message>
        <source>This game was saved by a newer tmdesk (format {version}).</source>
        <translation>Esta partida se guardó con un tmdesk más reciente (formato {version}).</translation>
    </message>
    <message>
        <source>This saved game is damaged: it holds text that is not valid Unicode.</source>
        <translation>Esta partida guardada está dañada: contiene texto que no es Unicode válido.</translation>
    </message>
    <message>
        <source>This saved game is damaged: it is cut short or not readable.</source>
        <translation>Esta partida guardada está dañada: está incompleta o es ilegible.</translation>
    </message>
    <message>
        <source>This saved game is damaged: its data is too large or nested too deeply.</source>
        <translation>Esta partida guardada está dañada: sus datos son demasiado grandes o están demasiado anidados.</translation>
    </message>
    <message>
        <source>This saved game is damaged: its log holds an entry this program does not know.</source>
        <translation>Esta partida guardada está dañada: su registro contiene una entrada que este programa no conoce.</translation>
    </message>
    <message>
        <source>This saved game is damaged: its position breaks the rules of the game.</source>
        <translation>Esta partida guardada está dañada: su situación infringe las reglas del juego.</translation>
    </message>
    <message>
        <source>This saved game is damaged: {field} is missing or has a wrong value.</source>
        <translation>Esta partida guardada está dañada: falta {field} o tiene un valor incorrecto.</translation>
    </message>
    <message>
        <source>Titanium pays only for cards with a space tag.</source>
        <translation>El titanio solo paga cartas con tipo Espacio.</translation>
    </message>
    <message>
        <source>Venus must be at least {value} %</source>
        <translation>Venus debe estar al menos al {value} %</translation>
    </message>
    <message>
        <source>Venus must be at most {value} %</source>
        <translation>Venus debe estar como mucho al {value} %</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: Venus rises to {value} %.</source>
        <translation>Terraformación del Gobierno Mundial, elegida por {player}: Venus sube al {value} %.</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: an ocean tile is placed on {space}.</source>
        <translation>Terraformación del Gobierno Mundial, elegida por {player}: se coloca una loseta de océano en la {space}.</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: oxygen rises to {value} %.</source>
        <translation>Terraformación del Gobierno Mundial, elegida por {player}: el oxígeno sube al {value} %.</translation>
    </message>
    <message>
        <source>World Government terraforming, chosen by {player}: the temperature rises to {value} °C.</source>
        <translation>Terraformación del Gobierno Mundial, elegida por {player}: la temperatura sube a {value} °C.</translation>
    </message>
    <message>
        <source>You cannot trade with {colony} now.</source>
        <translation>No puedes comerciar con {colony} ahora.</translation>
    </message>
    <message>
        <source>You cannot turn heat into a temperature step now.</source>
        <translation>No puedes convertir calor en un nivel de temperatura ahora.</translation>
    </message>
    <message>
        <source>You cannot turn plants into a greenery now.</source>
        <translation>No puedes convertir plantas en vegetación ahora.</translation>
    </message>
    <message>
        <source>You have only {have:resource}, not {need}.</source>
        <translation>Solo tienes {have:resource}, no {need}.</translation>
    </message>
    <message>
        <source>You must take an action before ending your turn.</source>
        <translation>Debes hacer una acción antes de terminar tu turno.</translation>
    </message>
    <message numerus="yes">
        <source>at least %n city tile(s) must be in play</source>
        <translation>
            <numerusform>debe haber al menos %n loseta de ciudad en juego</numerusform>
            <numerusform>debe haber al menos %n losetas de ciudad en juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n ocean(s) must be on Mars</source>
        <translation>
            <numerusform>debe haber al menos %n océano en Marte</numerusform>
            <numerusform>debe haber al menos %n océanos en Marte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n ocean(s) may be on Mars</source>
        <translation>
            <numerusform>puede haber como máximo %n océano en Marte</numerusform>
            <numerusform>puede haber como máximo %n océanos en Marte</numerusform>
        </translation>
    </message>
    <message>
        <source>it costs {cost} M€ and you can pay at most {have}</source>
        <translation>cuesta {cost} M€ y puedes pagar como máximo {have}</translation>
    </message>
    <message>
        <source>no action you used this generation can be used again now</source>
        <translation>ninguna acción que hayas usado en esta generación se puede volver a usar ahora</translation>
    </message>
    <message>
        <source>no card in your hand can be played with it</source>
        <translation>ninguna carta de tu mano puede jugarse con ella</translation>
    </message>
    <message>
        <source>no colony tile has room for a colony of yours</source>
        <translation>ninguna loseta de colonia tiene sitio para una colonia tuya</translation>
    </message>
    <message>
        <source>no player has enough production of {resource} to lower</source>
        <translation>ningún jugador tiene suficiente producción de {resource} que disminuir</translation>
    </message>
    <message>
        <source>no two colony tiles have markers that can move so</source>
        <translation>no hay dos losetas de colonia cuyos marcadores puedan moverse así</translation>
    </message>
    <message>
        <source>none of its options can be carried out</source>
        <translation>ninguna de sus opciones se puede llevar a cabo</translation>
    </message>
    <message>
        <source>none of your other cards can take the resource it adds</source>
        <translation>ninguna de tus otras cartas puede recibir el recurso que añade</translation>
    </message>
    <message>
        <source>oxygen must be at least {value} %</source>
        <translation>el oxígeno debe ser al menos del {value} %</translation>
    </message>
    <message>
        <source>oxygen must be at most {value} %</source>
        <translation>el oxígeno debe ser como máximo del {value} %</translation>
    </message>
    <message>
        <source>the temperature must be at least {value} °C</source>
        <translation>la temperatura debe ser al menos de {value} °C</translation>
    </message>
    <message>
        <source>the temperature must be at most {value} °C</source>
        <translation>la temperatura debe ser como máximo de {value} °C</translation>
    </message>
    <message>
        <source>there is no legal space for its tile</source>
        <translation>no hay ninguna casilla válida para su loseta</translation>
    </message>
    <message>
        <source>you have no building card with a production box</source>
        <translation>no tienes ninguna carta de Edificio con producción</translation>
    </message>
    <message>
        <source>you have no trade fleet left or no colony tile is open to trade</source>
        <translation>no te queda flota comercial libre o ninguna loseta de colonia está abierta al comercio</translation>
    </message>
    <message>
        <source>you may have at most one colony</source>
        <translation>puedes tener como máximo una colonia</translation>
    </message>
    <message>
        <source>you may have at most {value} colonies</source>
        <translation>puedes tener como máximo {value} colonias</translation>
    </message>
    <message numerus="yes">
        <source>you need %n floater(s) on your cards</source>
        <translation>
            <numerusform>necesitas %n flotador en tus cartas</numerusform>
            <numerusform>necesitas %n flotadores en tus cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you need %n greenery tile(s)</source>
        <translation>
            <numerusform>necesitas %n loseta de vegetación</numerusform>
            <numerusform>necesitas %n losetas de vegetación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you need %n other card(s) in hand to discard</source>
        <translation>
            <numerusform>necesitas %n carta más en la mano para descartar</numerusform>
            <numerusform>necesitas %n cartas más en la mano para descartar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you need %n {tag} tag(s)</source>
        <translation>
            <numerusform>necesitas %n tipo {tag}</numerusform>
            <numerusform>necesitas %n tipos {tag}</numerusform>
        </translation>
    </message>
    <message>
        <source>you need a colony</source>
        <translation>necesitas una colonia</translation>
    </message>
    <message>
        <source>you need at least {value} colonies</source>
        <translation>necesitas al menos {value} colonias</translation>
    </message>
    <message>
        <source>you need {value:resource}</source>
        <translation>necesitas {value:resource}</translation>
    </message>
    <message>
        <source>your production of {resource} cannot go that low</source>
        <translation>tu producción de {resource} no puede bajar tanto</translation>
    </message>
    <message>
        <source>your production of {resource} must be at least {value}</source>
        <translation>necesitas una producción de {resource} de al menos {value}</translation>
    </message>
    <message>
        <source>your terraform rating must be at least {value}</source>
        <translation>tu Valor de Terraformación debe ser al menos {value}</translation>
    </message>
    <message>
        <source>{card} cannot be played: {reason}.</source>
        <translation>{card} no se puede jugar: {reason}.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} no está en tu mano.</translation>
    </message>
    <message>
        <source>{player} builds a colony on {colony}.</source>
        <translation>{player} construye una colonia en {colony}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} buys %n card(s).</source>
        <translation>
            <numerusform>{player} compra %n carta.</numerusform>
            <numerusform>{player} compra %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} cannot play {card}: it is discarded and {player} gains {amount} M€.</source>
        <translation>{player} no puede jugar {card}: se descarta y {player} obtiene {amount} M€.</translation>
    </message>
    <message>
        <source>{player} chooses on {card}: {choice}.</source>
        <translation>{player} elige en la carta {card}: {choice}.</translation>
    </message>
    <message>
        <source>{player} chooses the action of {card}: {branch}.</source>
        <translation>{player} elige la acción de {card}: {branch}.</translation>
    </message>
    <message>
        <source>{player} claims the milestone {milestone}.</source>
        <translation>{player} reclama el hito {milestone}.</translation>
    </message>
    <message>
        <source>{player} drafts a card.</source>
        <translation>{player} elige una carta.</translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n card(s).</source>
        <translation>
            <numerusform>{player} roba %n carta.</numerusform>
            <numerusform>{player} roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} termina su turno.</translation>
    </message>
    <message>
        <source>{player} funds the award {award} for {cost} M€.</source>
        <translation>{player} financia la recompensa {award} por {cost} M€.</translation>
    </message>
    <message>
        <source>{player} gains a trade fleet.</source>
        <translation>{player} gana una flota comercial.</translation>
    </message>
    <message>
        <source>{player} gains {amount:resource} from {card}.</source>
        <translation>{player} obtiene {amount:resource} gracias a {card}.</translation>
    </message>
    <message>
        <source>{player} gets the colony bonus of {colony}.</source>
        <translation>{player} recibe la bonificación de colonia de {colony}.</translation>
    </message>
    <message>
        <source>{player} gets the trade income of step {value} of {colony}.</source>
        <translation>{player} recibe los ingresos comerciales de la casilla {value} de {colony}.</translation>
    </message>
    <message>
        <source>{player} has chosen a corporation and cards, face down.</source>
        <translation>{player} ha elegido una corporación y cartas, bocabajo.</translation>
    </message>
    <message>
        <source>{player} leaves {colony} out of the game.</source>
        <translation>{player} deja {colony} fuera de la partida.</translation>
    </message>
    <message>
        <source>{player} lowers their own production of {resource} by {amount}.</source>
        <translation>{player} reduce en {amount} su propia producción de {resource}.</translation>
    </message>
    <message>
        <source>{player} lowers {target}&apos;s production of {resource} by {amount}.</source>
        <translation>{player} reduce en {amount} la producción de {resource} de {target}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} moves the marker of {colony} down %n step(s).</source>
        <translation>
            <numerusform>{player} retrocede el marcador de {colony} %n casilla.</numerusform>
            <numerusform>{player} retrocede el marcador de {colony} %n casillas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} moves the marker of {colony} up %n step(s).</source>
        <translation>
            <numerusform>{player} avanza el marcador de {colony} %n casilla.</numerusform>
            <numerusform>{player} avanza el marcador de {colony} %n casillas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} pasa.</translation>
    </message>
    <message>
        <source>{player} pays {cost} M€ for the ocean of the south pole.</source>
        <translation>{player} paga {cost} M€ por el océano del polo sur.</translation>
    </message>
    <message>
        <source>{player} pays {cost} M€ to raise the temperature at the north pole.</source>
        <translation>{player} paga {cost} M€ para subir la temperatura en el polo norte.</translation>
    </message>
    <message>
        <source>{player} places {tile} on {space}.</source>
        <translation>{player} coloca {tile} en la {space}.</translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} juega {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {corporation} and keeps %n card(s).</source>
        <translation>
            <numerusform>{player} juega con {corporation} y se queda con %n carta.</numerusform>
            <numerusform>{player} juega con {corporation} y se queda con %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} produces {gains}.</source>
        <translation>{player} produce {gains}.</translation>
    </message>
    <message>
        <source>{player} puts {colony} into play.</source>
        <translation>{player} pone {colony} en juego.</translation>
    </message>
    <message>
        <source>{player} raises Venus to {value} %.</source>
        <translation>{player} aumenta Venus al {value} %.</translation>
    </message>
    <message>
        <source>{player} raises oxygen to {value} %.</source>
        <translation>{player} aumenta el oxígeno al {value} %.</translation>
    </message>
    <message>
        <source>{player} raises the temperature to {value} °C.</source>
        <translation>{player} aumenta la temperatura a {value} °C.</translation>
    </message>
    <message>
        <source>{player} raises their production of {resource} by {amount}.</source>
        <translation>{player} aumenta su producción de {resource} en {amount}.</translation>
    </message>
    <message>
        <source>{player} removes {amount:resource} from their own supply.</source>
        <translation>{player} elimina {amount:resource} de su propia reserva.</translation>
    </message>
    <message>
        <source>{player} removes {amount:resource} from {card}.</source>
        <translation>{player} retira {amount:resource} de la carta {card}.</translation>
    </message>
    <message>
        <source>{player} removes {amount:resource} from {target}.</source>
        <translation>{player} elimina {amount:resource} de {target}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} sells %n patent(s).</source>
        <translation>
            <numerusform>{player} vende %n patente.</numerusform>
            <numerusform>{player} vende %n patentes.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} spends {amount:resource} from {card} as {total:heat}.</source>
        <translation>{player} gasta {amount:resource} de {card} como {total:heat}.</translation>
    </message>
    <message>
        <source>{player} trades with {colony} without paying.</source>
        <translation>{player} comercia con {colony} sin pagar.</translation>
    </message>
    <message>
        <source>{player} trades with {colony}, paying {cost:paid}.</source>
        <translation>{player} comercia con {colony} y paga {cost:paid}.</translation>
    </message>
    <message>
        <source>{player} turns 8 heat into a temperature step.</source>
        <translation>{player} convierte 8 de calor en un nivel de temperatura.</translation>
    </message>
    <message>
        <source>{player} turns plants into a greenery.</source>
        <translation>{player} convierte plantas en vegetación.</translation>
    </message>
    <message>
        <source>{player} turns {amount:energy} into heat.</source>
        <translation>{player} convierte {amount:energy} en calor.</translation>
    </message>
    <message>
        <source>{player} uses the action of {card}.</source>
        <translation>{player} usa la acción de {card}.</translation>
    </message>
    <message>
        <source>{player} uses the standard project {project}.</source>
        <translation>{player} usa el proyecto estándar {project}.</translation>
    </message>
    <message>
        <source>{player}&apos;s terraform rating rises to {value}.</source>
        <translation>El TR de {player} sube a {value}.</translation>
    </message>
    <message>
        <source>{resource} cannot be used to pay.</source>
        <translation>{resource} no se puede usar para pagar.</translation>
    </message>
    <message>
        <source>{value} is not one of the options ({options}).</source>
        <translation>{value} no es una de las opciones ({options}).</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>tmdesk saved games (*.json)</source>
        <translation>Partidas guardadas de tmdesk (*.json)</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Todavía no hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Something went wrong and the move was taken back. Details are in the log file.</source>
        <translation>Algo ha salido mal y la jugada se ha deshecho. Los detalles están en el archivo de registro.</translation>
    </message>
    <message>
        <source>The game could not be autosaved (%1). You can keep playing; use Game → Save as… to keep it.</source>
        <translation>No se pudo guardar la partida automáticamente (%1). Puedes seguir jugando; usa Partida → Guardar como… para conservarla.</translation>
    </message>
    <message>
        <source>Undo stops here: a card was drawn, and going back would show cards that must stay hidden.</source>
        <translation>No se puede deshacer más: se ha robado una carta, y volver atrás mostraría cartas que deben seguir ocultas.</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>the last decision</source>
        <translation>la última decisión</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1 cannot be chosen now.</source>
        <translation>%1 no se puede elegir ahora.</translation>
    </message>
    <message>
        <source>%1, your turn: take your %2.</source>
        <translation>%1, es tu turno: haz tu %2.</translation>
    </message>
    <message>
        <source>%1: Preludes</source>
        <translation>%1: Preludios</translation>
    </message>
    <message>
        <source>%1: draft</source>
        <translation>%1: selección</translation>
    </message>
    <message>
        <source>%1: final greenery — turn plants into greeneries, then pass.</source>
        <translation>%1: vegetación final — convierte plantas en vegetación y después pasa.</translation>
    </message>
    <message>
        <source>%1: research</source>
        <translation>%1: investigación</translation>
    </message>
    <message>
        <source>%1: set-up</source>
        <translation>%1: preparación</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s)…</source>
        <translation>
            <numerusform>%n carta más…</numerusform>
            <numerusform>%n cartas más…</numerusform>
        </translation>
    </message>
    <message>
        <source>AutoMars is playing: each step is shown on the board as it is told.</source>
        <translation>AutoMars está jugando: cada paso aparece en el tablero a medida que se narra.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>No se puede jugar ahora</translation>
    </message>
    <message>
        <source>Cards are played during your turn in the action phase</source>
        <translation>Las cartas se juegan en tu turno, en la fase de acción</translation>
    </message>
    <message>
        <source>Cards…</source>
        <translation>Cartas…</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Elegir</translation>
    </message>
    <message>
        <source>Choose the colony tile picked in the list (keyboard)</source>
        <translation>Elegir la loseta de colonia seleccionada en la lista (teclado)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonias</translation>
    </message>
    <message>
        <source>Double-click to use its action</source>
        <translation>Haz doble clic para usar su acción</translation>
    </message>
    <message>
        <source>Drag to the play area, double-click or press Enter to play</source>
        <translation>Arrastra a la zona de juego, haz doble clic o pulsa Intro para jugar</translation>
    </message>
    <message>
        <source>Drop a card here to play it</source>
        <translation>Suelta una carta aquí para jugarla</translation>
    </message>
    <message>
        <source>Every card you have played, in a window</source>
        <translation>Todas las cartas que has jugado, en una ventana</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Fund</source>
        <translation>Financiar</translation>
    </message>
    <message>
        <source>Fund the %1 award for %2 M€?</source>
        <translation>¿Financiar la recompensa %1 por %2 M€?</translation>
    </message>
    <message>
        <source>Generation %1 · %2</source>
        <translation>Generación %1 · %2</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Legal spaces for the tile, with what placing there gives</source>
        <translation>Casillas válidas para la loseta, con lo que da colocarla ahí</translation>
    </message>
    <message>
        <source>No cards in hand</source>
        <translation>Ninguna carta en la mano</translation>
    </message>
    <message>
        <source>Open the choice the game is waiting for</source>
        <translation>Abrir la elección que espera la partida</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Pass for the rest of this generation? You take no more actions until the next one.</source>
        <translation>¿Pasar durante el resto de esta generación? No harás más acciones hasta la siguiente.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Place the tile on the space chosen in the list (keyboard)</source>
        <translation>Colocar la loseta en la casilla elegida en la lista (teclado)</translation>
    </message>
    <message numerus="yes">
        <source>Placing the tile here draws %n card(s), and that cannot be undone. Place it here?</source>
        <translation>
            <numerusform>Colocar la loseta aquí te hace robar %n carta, y eso no se puede deshacer. ¿Colocarla aquí?</numerusform>
            <numerusform>Colocar la loseta aquí te hace robar %n cartas, y eso no se puede deshacer. ¿Colocarla aquí?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play area — drop a card here to play it; double-click a blue card to use its action</source>
        <translation>Zona de juego — suelta una carta aquí para jugarla; haz doble clic en una carta azul para usar su acción</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Confirma, por favor</translation>
    </message>
    <message>
        <source>Show or fold away your hand and play area (the board gets the room)</source>
        <translation>Mostrar o plegar tu mano y tu zona de juego (el tablero gana el espacio)</translation>
    </message>
    <message>
        <source>Show or hide the colony tiles (in a narrow window they take the board&apos;s place)</source>
        <translation>Mostrar u ocultar las losetas de colonia (en una ventana estrecha ocupan el lugar del tablero)</translation>
    </message>
    <message>
        <source>Show the final scores again</source>
        <translation>Mostrar de nuevo la puntuación final</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>The colony tiles you may choose</source>
        <translation>Las losetas de colonia que puedes elegir</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>This card cannot be played now.</source>
        <translation>Esta carta no se puede jugar ahora.</translation>
    </message>
    <message>
        <source>This effect is optional: do not use it</source>
        <translation>Este efecto es opcional: no usarlo</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Esperando a %1.</translation>
    </message>
    <message>
        <source>You can play a card only on your turn.</source>
        <translation>Solo puedes jugar una carta en tu turno.</translation>
    </message>
    <message>
        <source>Your hand — drag a card to the play area beside it, or double-click it</source>
        <translation>Tu mano — arrastra una carta hacia la zona de juego de al lado o haz doble clic en ella</translation>
    </message>
    <message>
        <source>first action</source>
        <translation>primera acción</translation>
    </message>
    <message>
        <source>second action</source>
        <translation>segunda acción</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>A bonus card does the first of its options that can be done, then goes to the bonus discard pile or, when it says so, leaves the game. Rest the pointer on a line of the log about a bonus card to read what it does.</source>
        <translation>Una carta de bonificación hace la primera de sus opciones que se pueda hacer y luego va a la pila de descartes de bonificación o, cuando lo dice, sale de la partida. Deja el puntero sobre una línea del registro que hable de una carta de bonificación para leer lo que hace.</translation>
    </message>
    <message>
        <source>A card&apos;s requirements must be met when you play it. Steel is worth 2 M€ toward a card with a building tag, titanium 3 M€ toward a card with a space tag.</source>
        <translation>Los requisitos de una carta deben cumplirse al jugarla. El acero vale 2 M€ para pagar una carta con tipo Edificio, el titanio 3 M€ para una carta con tipo Espacial.</translation>
    </message>
    <message>
        <source>A generation</source>
        <translation>Una generación</translation>
    </message>
    <message>
        <source>After the last production, each player may still turn plants into greeneries. Then each player scores their TR, 5 VP per milestone, the awards (5 VP for the first place, 2 for the second, no second place with two players), 1 VP per greenery they own, 1 VP per greenery next to each of their cities, and the points of their cards. The most points win; on a tie, the most M€ left.</source>
        <translation>Tras la última producción, cada jugador aún puede convertir plantas en vegetaciones. Luego cada jugador suma su TR, 5 VP por hito, las recompensas (5 VP para el primer puesto, 2 para el segundo, sin segundo puesto con dos jugadores), 1 VP por vegetación propia, 1 VP por vegetación junto a cada una de sus ciudades y los puntos de sus cartas. Gana quien tenga más puntos; en caso de empate, quien tenga más M€ sobrantes.</translation>
    </message>
    <message>
        <source>AutoMars ignores what a project card says: each of its tags, from left to right, moves the counter of one of the seven tracks of its board one space. The icons at the start of each track show which tags move it (on Tharsis, Energy takes the power and Jovian tags, Earth the earth and city tags, Plant the plant, animal and microbe tags).</source>
        <translation>AutoMars ignora el texto de las cartas de proyecto: cada uno de sus tipos, de izquierda a derecha, avanza una casilla el contador de una de las siete tablas de su tablero. Los iconos al principio de cada tabla muestran qué tipos la hacen avanzar (en Tharsis, la tabla de Energía recibe los tipos Energía y Joviano, la Terrestre los tipos Terrestre y Ciudad, la de Planta los tipos Planta, Animales y Microbio).</translation>
    </message>
    <message>
        <source>AutoMars is the official automated opponent for one player. It has no hand, no production and no resource but its M€, and it never pays for a card. You are the first player in the first generation.</source>
        <translation>AutoMars es el rival automático oficial para un jugador. No tiene mano, ni producción, ni más recursos que sus M€, y nunca paga por una carta. Tú eres el jugador inicial en la primera generación.</translation>
    </message>
    <message>
        <source>AutoMars scores like a player (TR, milestones, awards, greeneries and cities, but no points from its cards) and turns its M€ into points: the later the game ends, the fewer M€ a point costs. A tie goes to AutoMars. If the game reaches generation 20 (18 with Prelude), AutoMars wins.</source>
        <translation>AutoMars puntúa como un jugador (TR, hitos, recompensas, vegetaciones y ciudades, pero ningún punto de sus cartas) y convierte sus M€ en puntos: cuanto más tarde termina la partida, menos M€ cuesta cada punto. Los empates los gana AutoMars. Si la partida llega a la generación 20 (18 con Preludio), gana AutoMars.</translation>
    </message>
    <message>
        <source>Colonies: trade with a colony tile</source>
        <translation>Colonias: comerciar con una loseta de colonia</translation>
    </message>
    <message>
        <source>Difficulty: Easy ignores its Advance Counter icons, gains only 3 M€ for a Failed Action and counts 5 less in every award. Hard scores 1 VP for each card it resolved that shows no negative points, and at the start of a generation pays 8 M€ to claim a milestone when it meets enough of them. Brutal does the same and adds a fourth project card to each action deck.</source>
        <translation>Dificultad: en Fácil ignora sus iconos de Avanzar contador, gana solo 3 M€ por acción fallida y cuenta 5 menos en cada recompensa. En Difícil suma 1 VP por cada carta resuelta que no muestre puntos negativos y, al principio de una generación, paga 8 M€ para reclamar un hito cuando cumple suficientes. En Brutal hace lo mismo y añade una cuarta carta de proyecto a cada mazo de acción.</translation>
    </message>
    <message>
        <source>Each generation AutoMars shuffles an action deck of 3 project cards and 1 bonus card. On each of its turns it reveals the top card and resolves it; when the deck is empty, it passes. In the production phase it gains nothing.</source>
        <translation>En cada generación, AutoMars baraja un mazo de acción de 3 cartas de proyecto y 1 carta de bonificación. En cada uno de sus turnos revela la primera carta y la resuelve; cuando el mazo está vacío, pasa. En la fase de producción no gana nada.</translation>
    </message>
    <message>
        <source>Each step you raise a global parameter gives you 1 terraform rating (TR). Your TR is both your income and the base of your score.</source>
        <translation>Cada nivel que subes un parámetro global te da 1 punto de Valor de Terraformación (TR). Tu TR es a la vez tus ingresos y la base de tu puntuación.</translation>
    </message>
    <message>
        <source>Hint: what the strongest computer player would do in your place</source>
        <translation>Pista: lo que haría en tu lugar el jugador de ordenador más fuerte</translation>
    </message>
    <message>
        <source>In tmdesk</source>
        <translation>En tmdesk</translation>
    </message>
    <message>
        <source>Its bonus cards</source>
        <translation>Sus cartas de bonificación</translation>
    </message>
    <message>
        <source>Its tracks</source>
        <translation>Sus tablas</translation>
    </message>
    <message>
        <source>Its turn</source>
        <translation>Su turno</translation>
    </message>
    <message>
        <source>Its turn is told line by line on its board and in the log: Pause stops the telling, Step shows the next line, Faster speeds it up and Skip shows the rest at once.</source>
        <translation>Su turno se cuenta línea a línea en su tablero y en el registro: Pausa detiene el relato, Paso muestra la siguiente línea, Más rápido lo acelera y Saltar muestra el resto de una vez.</translation>
    </message>
    <message>
        <source>Oceans go only on the spaces kept for them and belong to no one. A greenery raises the oxygen and goes next to one of your tiles if it can. A city may not touch another city. You gain what is printed on the space, and 2 M€ for each ocean next to it.</source>
        <translation>Los océanos solo van en las casillas reservadas para ellos y no son de nadie. Una vegetación sube el oxígeno y va junto a una de tus losetas si puede. Una ciudad no puede tocar otra ciudad. Ganas lo impreso en la casilla y 2 M€ por cada océano adyacente.</translation>
    </message>
    <message>
        <source>Only what the rules allow is enabled: rest the pointer on a dimmed card to read why it cannot be played. Drag a card to the play area, double-click it or press Enter to play it. When a tile must be placed, the legal spaces light up. The Hint (Ctrl+I) says what the strongest computer player would do in your place, and why.</source>
        <translation>Solo está activo lo que permiten las reglas: deja el puntero sobre una carta atenuada para leer por qué no se puede jugar. Arrastra una carta a la zona de juego, haz doble clic en ella o pulsa Intro para jugarla. Cuando hay que colocar una loseta, se iluminan las casillas válidas. La Pista (Ctrl+I) dice lo que haría en tu lugar el jugador de ordenador más fuerte, y por qué.</translation>
    </message>
    <message>
        <source>Research: each player draws 4 cards and buys any of them for 3 M€ each (not in the first generation). Actions: in turn, each player takes 1 or 2 actions, until everyone has passed. Production: energy becomes heat, you gain as many M€ as your TR plus your M€ production, and every other resource its production.</source>
        <translation>Investigación: cada jugador roba 4 cartas y compra las que quiera por 3 M€ cada una (no en la primera generación). Acciones: por turnos, cada jugador hace 1 o 2 acciones, hasta que todos hayan pasado. Producción: la energía se convierte en calor, ganas tantos M€ como tu TR más tu producción de M€, y cada otro recurso según su producción.</translation>
    </message>
    <message>
        <source>The actions: play a card from your hand; use a standard project; claim a milestone (8 M€, 5 VP at the end, 3 milestones at most in a game); fund an award (8, 14 then 20 M€, 3 at most); use the action of one of your blue cards once per generation; turn 8 plants into a greenery; turn 8 heat into a temperature step.</source>
        <translation>Las acciones: jugar una carta de tu mano; usar un proyecto estándar; reclamar un hito (8 M€, 5 VP al final, 3 hitos como máximo por partida); financiar una recompensa (8, 14 y luego 20 M€, 3 como máximo); usar la acción de una de tus cartas azules una vez por generación; convertir 8 plantas en una vegetación; convertir 8 de calor en un nivel de temperatura.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>El final</translation>
    </message>
    <message>
        <source>The end against AutoMars</source>
        <translation>El final contra AutoMars</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>El objetivo</translation>
    </message>
    <message>
        <source>The solo game: you play against the clock. Terraform Mars by the end of generation 14 (12 with the Prelude expansion) or the game is lost; two neutral cities and their greeneries are on the map from the start.</source>
        <translation>La partida en solitario: juegas contra el reloj. Terraforma Marte antes del final de la generación 14 (12 con la expansión Preludio) o pierdes la partida; dos ciudades neutrales y sus vegetaciones están en el mapa desde el principio.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <source>Together you make Mars livable: the temperature rises from -30 °C to +8 °C, the oxygen from 0 % to 14 %, and 9 oceans are placed. Each player is a corporation that wants the most victory points (VP). The game ends after the generation in which all three reach their goal.</source>
        <translation>Juntos hacéis Marte habitable: la temperatura sube de -30 °C a +8 °C, el oxígeno del 0&#xa0;% al 14&#xa0;% y se colocan 9 océanos. Cada jugador es una corporación que quiere la mayor cantidad de puntos de victoria (VP). La partida termina tras la generación en la que los tres llegan a su meta.</translation>
    </message>
    <message>
        <source>When a counter reaches a space with an icon, AutoMars does what it shows: advance a counter, gain TR, claim a milestone or fund an award for free, raise the temperature, place a greenery, an ocean or a city. An icon acts only the first time its space is reached. A card without tags, a track at its end or an icon that cannot be done is a Failed Action: AutoMars gains 5 M€ instead.</source>
        <translation>Cuando un contador llega a una casilla con un icono, AutoMars hace lo que muestra: avanzar un contador, ganar TR, reclamar un hito o financiar una recompensa gratis, subir la temperatura, colocar una vegetación, un océano o una ciudad. Un icono solo actúa la primera vez que se llega a su casilla. Una carta sin tipos, una tabla en su final o un icono imposible es una acción fallida: AutoMars gana 5 M€ en su lugar.</translation>
    </message>
    <message>
        <source>When you remove or steal resources from AutoMars, it loses that many M€ instead. When you lower its production, the matching track moves one space back. Its tiles are real tiles: your cards count them.</source>
        <translation>Cuando quitas o robas recursos a AutoMars, pierde esa misma cantidad de M€. Cuando bajas su producción, la tabla correspondiente retrocede una casilla. Sus losetas son losetas de verdad: tus cartas las cuentan.</translation>
    </message>
    <message>
        <source>Who AutoMars is</source>
        <translation>Quién es AutoMars</translation>
    </message>
    <message>
        <source>You and AutoMars</source>
        <translation>Tú y AutoMars</translation>
    </message>
    <message>
        <source>close the large card</source>
        <translation>cerrar la carta grande</translation>
    </message>
    <message>
        <source>end your turn after one action</source>
        <translation>terminar tu turno tras una acción</translation>
    </message>
    <message>
        <source>fit the board in the window</source>
        <translation>ajustar el tablero a la ventana</translation>
    </message>
    <message>
        <source>move to the next control (Shift+Tab: the previous one)</source>
        <translation>ir al siguiente control (Mayús+Tab: al anterior)</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nueva partida</translation>
    </message>
    <message>
        <source>on a card of your hand: play it; on a card to choose: choose it</source>
        <translation>en una carta de tu mano: jugarla; en una carta que elegir: elegirla</translation>
    </message>
    <message>
        <source>open a saved game</source>
        <translation>abrir una partida guardada</translation>
    </message>
    <message>
        <source>pass for the rest of the generation</source>
        <translation>pasar el resto de la generación</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>rehacer</translation>
    </message>
    <message>
        <source>save the game</source>
        <translation>guardar la partida</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>ajustes</translation>
    </message>
    <message>
        <source>this guide</source>
        <translation>esta guía</translation>
    </message>
    <message>
        <source>turn 8 heat into a temperature step</source>
        <translation>convertir 8 de calor en un nivel de temperatura</translation>
    </message>
    <message>
        <source>turn 8 plants into a greenery</source>
        <translation>convertir 8 plantas en una vegetación</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>deshacer</translation>
    </message>
    <message>
        <source>zoom the board in</source>
        <translation>acercar el tablero</translation>
    </message>
    <message>
        <source>zoom the board out</source>
        <translation>alejar el tablero</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>AutoMars</source>
        <translation>AutoMars</translation>
    </message>
    <message>
        <source>Guide to the game</source>
        <translation>Guía del juego</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>El juego</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Buy no card this time.</source>
        <translation>No compres ninguna carta esta vez.</translation>
    </message>
    <message>
        <source>Buy these cards: %1.</source>
        <translation>Compra estas cartas: %1.</translation>
    </message>
    <message>
        <source>Choose %1.</source>
        <translation>Elige %1.</translation>
    </message>
    <message>
        <source>Choose: %1.</source>
        <translation>Elige: %1.</translation>
    </message>
    <message>
        <source>Claim the milestone %1.</source>
        <translation>Reclama el hito %1.</translation>
    </message>
    <message>
        <source>End your turn here.</source>
        <translation>Termina tu turno aquí.</translation>
    </message>
    <message>
        <source>Fund the award %1.</source>
        <translation>Financia la recompensa %1.</translation>
    </message>
    <message>
        <source>It is worth about %1 M€ more than the next best choice.</source>
        <translation>Vale unos %1 M€ más que la siguiente mejor opción.</translation>
    </message>
    <message>
        <source>Pass: nothing you can do now is worth what it costs.</source>
        <translation>Pasa: nada de lo que puedes hacer ahora vale lo que cuesta.</translation>
    </message>
    <message>
        <source>Pick %1.</source>
        <translation>Elige %1.</translation>
    </message>
    <message>
        <source>Place it on %1.</source>
        <translation>Colócala en la %1.</translation>
    </message>
    <message>
        <source>Place it on the space marked on the board (it gives %1).</source>
        <translation>Colócala en la casilla marcada en el tablero (da %1).</translation>
    </message>
    <message>
        <source>Place it on the space marked on the board.</source>
        <translation>Colócala en la casilla marcada en el tablero.</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Juega %1.</translation>
    </message>
    <message>
        <source>Skip this choice.</source>
        <translation>Omite esta elección.</translation>
    </message>
    <message>
        <source>Take %1 and keep these cards: %2.</source>
        <translation>Quédate con %1 y con estas cartas: %2.</translation>
    </message>
    <message>
        <source>Turn 8 heat into a temperature step.</source>
        <translation>Convierte 8 de calor en un paso de temperatura.</translation>
    </message>
    <message>
        <source>Turn plants into a greenery.</source>
        <translation>Convierte plantas en vegetación.</translation>
    </message>
    <message>
        <source>Use the action of %1.</source>
        <translation>Usa la acción de %1.</translation>
    </message>
    <message>
        <source>Use the standard project: %1.</source>
        <translation>Usa el proyecto estándar: %1.</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Por qué: %1.</translation>
    </message>
    <message>
        <source>the %1 award gives its points at the end to whoever leads it then</source>
        <translation>la recompensa %1 da sus puntos al final a quien vaya en cabeza entonces</translation>
    </message>
    <message>
        <source>the %1 award would give you %2 VP if the game ended now</source>
        <translation>la recompensa %1 te daría %2 VP si la partida terminara ahora</translation>
    </message>
    <message>
        <source>the %1 milestone is worth 5 VP at the end</source>
        <translation>el hito %1 vale 5 VP al final</translation>
    </message>
    <message numerus="yes">
        <source>the card costs you %n VP at the end</source>
        <translation>
            <numerusform>la carta te quita %n VP al final</numerusform>
            <numerusform>la carta te quita %n VP al final</numerusform>
        </translation>
    </message>
    <message>
        <source>the card is worth %1 VP at the end if it holds at least %2</source>
        <translation>la carta vale %1 VP al final si tiene al menos %2</translation>
    </message>
    <message numerus="yes">
        <source>the card is worth %n VP at the end</source>
        <translation>
            <numerusform>la carta vale %n VP al final</numerusform>
            <numerusform>la carta vale %n VP al final</numerusform>
        </translation>
    </message>
    <message>
        <source>the card scores %1 VP per %2 on it at the end</source>
        <translation>la carta da %1 VP por cada %2 sobre ella al final</translation>
    </message>
    <message>
        <source>the card scores %1 VP per %2 tag you have at the end</source>
        <translation>la carta da %1 VP por cada tipo %2 que tengas al final</translation>
    </message>
    <message>
        <source>the card scores %1 VP per city next to it at the end</source>
        <translation>la carta da %1 VP por cada ciudad adyacente al final</translation>
    </message>
    <message>
        <source>the card scores %1 VP per ocean next to it at the end</source>
        <translation>la carta da %1 VP por cada océano adyacente al final</translation>
    </message>
    <message>
        <source>the card scores 1 VP for every %1 cities in play at the end</source>
        <translation>la carta da 1 VP por cada %1 ciudades en juego al final</translation>
    </message>
    <message>
        <source>you add %1 to your hand</source>
        <translation>añades %1 a tu mano</translation>
    </message>
    <message>
        <source>you gain %1</source>
        <translation>ganas %1</translation>
    </message>
    <message>
        <source>you give up %1 from your hand</source>
        <translation>sacas %1 de tu mano</translation>
    </message>
    <message>
        <source>you spend %1</source>
        <translation>gastas %1</translation>
    </message>
    <message>
        <source>your %1 falls by %2</source>
        <translation>tu %1 baja %2</translation>
    </message>
    <message>
        <source>your %1 rises by %2</source>
        <translation>tu %1 sube %2</translation>
    </message>
    <message>
        <source>your awards would score %1 VP more at the end</source>
        <translation>tus recompensas darían %1 VP más al final</translation>
    </message>
    <message>
        <source>your cards would score %1 VP more at the end</source>
        <translation>tus cartas darían %1 VP más al final</translation>
    </message>
    <message>
        <source>your greeneries and cities would score %1 VP more at the end</source>
        <translation>tus vegetaciones y ciudades darían %1 VP más al final</translation>
    </message>
    <message>
        <source>your milestones would score %1 VP more at the end</source>
        <translation>tus hitos darían %1 VP más al final</translation>
    </message>
    <message>
        <source>your terraform rating falls by %1</source>
        <translation>tu TR baja %1</translation>
    </message>
    <message>
        <source>your terraform rating rises by %1</source>
        <translation>tu TR sube %1</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Open large</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <source>Read the log in its own large window</source>
        <translation>Leer el registro en su propia ventana grande</translation>
    </message>
</context>
<context>
    <name>LogText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(a log entry that this version of tmdesk cannot read)</source>
        <translation>(una entrada del registro que esta versión de tmdesk no puede leer)</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>All generations</source>
        <translation>Todas las generaciones</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Everything that happened in this game</source>
        <translation>Todo lo que ha pasado en esta partida</translation>
    </message>
    <message>
        <source>Generation %1</source>
        <translation>Generación %1</translation>
    </message>
    <message>
        <source>Show the lines of one generation only</source>
        <translation>Mostrar solo las líneas de una generación</translation>
    </message>
    <message>
        <source>Show the lines of one player only</source>
        <translation>Mostrar solo las líneas de un jugador</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 (computer, %2) is thinking…</source>
        <translation>%1 (ordenador, %2) está pensando…</translation>
    </message>
    <message>
        <source>&amp;About tmdesk</source>
        <translation>&amp;Acerca de tmdesk</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Fit the board (Ctrl 0)</source>
        <translation>&amp;Ajustar el tablero (Ctrl 0)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Guide to the game and AutoMars</source>
        <translation>&amp;Guía del juego y de AutoMars</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the Hard bot do?</source>
        <translation>&amp;Consejo: ¿qué haría el ordenador Difícil?</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Review the game…</source>
        <translation>Anali&amp;zar la partida…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Undo (%1)</source>
        <translation>&amp;Deshacer (%1)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>A game is in progress. Save it to a file before opening another?</source>
        <translation>Hay una partida en curso. ¿Guardarla en un archivo antes de abrir otra?</translation>
    </message>
    <message>
        <source>A game is in progress. Save it to a file before starting a new one?</source>
        <translation>Hay una partida en curso. ¿Guardarla en un archivo antes de empezar una nueva?</translation>
    </message>
    <message>
        <source>About tmdesk</source>
        <translation>Acerca de tmdesk</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do in your place (Ctrl+I)</source>
        <translation>Pregunta al jugador ordenador más fuerte qué haría en tu lugar (Ctrl+I)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>No se puede abrir este archivo</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Choose your corporation and starting cards.</source>
        <translation>Elige tu corporación y tus cartas iniciales.</translation>
    </message>
    <message>
        <source>Draft: pick a card.</source>
        <translation>Selección: elige una carta.</translation>
    </message>
    <message>
        <source>Final greenery conversion.</source>
        <translation>Conversión final de plantas en vegetación.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Es tu turno.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Play your Preludes.</source>
        <translation>Juega tus Preludios.</translation>
    </message>
    <message>
        <source>Research: buy your cards for this generation.</source>
        <translation>Investigación: compra tus cartas para esta generación.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Guardado en %1</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Estad&amp;ísticas…</translation>
    </message>
    <message>
        <source>Take back a decision of %1?
%2
%1 will make it again.</source>
        <translation>¿Deshacer una decisión de %1?
%2
%1 la tomará de nuevo.</translation>
    </message>
    <message>
        <source>The AutoMars opponent is not available in this version yet. Please choose another mode.</source>
        <translation>El oponente AutoMars aún no está disponible en esta versión. Elige otro modo.</translation>
    </message>
    <message>
        <source>The Hard bot is thinking about your position…</source>
        <translation>El ordenador Difícil está pensando en tu posición…</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>No se ha podido guardar la partida: %1</translation>
    </message>
    <message>
        <source>The research purchase of %1, still face down.</source>
        <translation>La compra de la fase de investigación de %1, todavía bocabajo.</translation>
    </message>
    <message>
        <source>This game cannot be set up: %1</source>
        <translation>No se puede preparar esta partida: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>You have a choice to make.</source>
        <translation>Tienes que tomar una decisión.</translation>
    </message>
    <message>
        <source>Zoom &amp;in (Ctrl +)</source>
        <translation>A&amp;cercar (Ctrl +)</translation>
    </message>
    <message>
        <source>Zoom &amp;out (Ctrl -)</source>
        <translation>A&amp;lejar (Ctrl -)</translation>
    </message>
    <message>
        <source>the last decision of %1</source>
        <translation>la última decisión de %1</translation>
    </message>
    <message>
        <source>tmdesk %1 — a desktop edition of the board game Terraforming Mars.</source>
        <translation>tmdesk %1 — una edición de escritorio del juego de mesa Terraforming Mars.</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>%1 (wins %2 % of its games against AutoMars Normal)</source>
        <translation>%1 (gana el %2 % de las partidas contra AutoMars Normal)</translation>
    </message>
    <message>
        <source>%1 (wins %2 % of official solo games and %3 % against AutoMars Normal)</source>
        <translation>%1 (gana el %2 % de las partidas en solitario oficiales y el %3 % contra AutoMars Normal)</translation>
    </message>
    <message>
        <source>Adds the Corporate Era cards and corporations; no starting production</source>
        <translation>Añade las cartas y corporaciones de la Era Corporativa; sin producción inicial</translation>
    </message>
    <message>
        <source>Adds the Venus scale, 49 project cards and 5 corporations, floaters, the Air Scrapping standard project, World Government terraforming after each generation, and the Hoverlord milestone and Venuphile award. Venus does not end the game; the solo game is won only with Venus at 30 % too</source>
        <translation>Añade la escala de Venus, 49 cartas de proyecto y 5 corporaciones, los flotadores, el proyecto estándar Aire excedente, la terraformación del Gobierno Mundial tras cada generación, el hito Rey de las nubes y la recompensa Venusiano. Venus no termina la partida; la partida en solitario solo se gana con Venus también al 30 %</translation>
    </message>
    <message>
        <source>Adds the colony tiles (2 more than the players, 5 with two players), trade fleets and trading, the Build Colony standard project (17 M€), 49 project cards and 5 corporations. The solo player leaves one of 4 tiles out and starts with 2 M€ production less; AutoMars uses its shipping board</source>
        <translation>Añade las losetas de colonia (2 más que jugadores, 5 con dos jugadores), las flotas comerciales y el comercio, el proyecto estándar Construir colonia (17 M€), 49 cartas de proyecto y 5 corporaciones. En solitario, el jugador deja fuera una de 4 losetas y empieza con 2 de producción de M€ menos; AutoMars usa su tablero de transporte</translation>
    </message>
    <message>
        <source>Against AutoMars</source>
        <translation>Contra AutoMars</translation>
    </message>
    <message>
        <source>Against AutoMars: add the Corporate Era cards and corporations</source>
        <translation>Contra AutoMars: añade las cartas y corporaciones de la Era Corporativa</translation>
    </message>
    <message>
        <source>AutoMars cannot play on %1: its AutoMars board side is not published anywhere, so its tracks there are unknown. Choose another map.</source>
        <translation>AutoMars no puede jugar en %1: la cara del tablero de AutoMars para ese mapa no está publicada en ninguna parte, así que sus tablas allí son desconocidas. Elige otro mapa.</translation>
    </message>
    <message>
        <source>AutoMars corporation: %1 %2</source>
        <translation>Corporación de AutoMars: %1 %2</translation>
    </message>
    <message>
        <source>AutoMars corporation: random</source>
        <translation>Corporación de AutoMars: al azar</translation>
    </message>
    <message>
        <source>AutoMars difficulty</source>
        <translation>Dificultad de AutoMars</translation>
    </message>
    <message>
        <source>AutoMars without a corporation</source>
        <translation>AutoMars sin corporación</translation>
    </message>
    <message>
        <source>AutoMars&apos;s difficulty: Easy, Normal, Hard or Brutal, as in the AutoMars rulebook</source>
        <translation>Dificultad de AutoMars: Fácil, Normal, Difícil o Brutal, como en el reglamento de AutoMars</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Corporación para Principiante</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>Colonies expansion</source>
        <translation>Expansión Colonias</translation>
    </message>
    <message>
        <source>Colour of this player&apos;s tiles and markers</source>
        <translation>Color de las losetas y fichas de este jugador</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordenador: %1</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Continuar la última partida</translation>
    </message>
    <message>
        <source>Corporate Era</source>
        <translation>Era Corporativa</translation>
    </message>
    <message>
        <source>Deal the cards and start</source>
        <translation>Repartir las cartas y empezar</translation>
    </message>
    <message>
        <source>Draft variant</source>
        <translation>Variante de selección (draft)</translation>
    </message>
    <message>
        <source>Drawn at random when you have chosen yours, never its namesake</source>
        <translation>Se sortea cuando hayas elegido la tuya, nunca su homónima</translation>
    </message>
    <message>
        <source>Each player is dealt 4 Prelude cards and keeps 2, played before the first action. The solo game then lasts 12 generations; AutoMars gets 3 more project cards instead of Preludes and wins at generation 18</source>
        <translation>Cada jugador recibe 4 cartas de Preludio y se queda 2, que juega antes de la primera acción. La partida en solitario dura entonces 12 generaciones; AutoMars recibe 3 cartas de proyecto más en lugar de Preludios y gana en la generación 18</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Elysium: four volcanic spaces; Olympus Mons draws 3 cards</source>
        <translation>Elysium: cuatro áreas volcánicas; Monte Olimpo roba 3 cartas</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Go on with the game that was autosaved</source>
        <translation>Seguir con la partida guardada automáticamente</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Hellas: the south pole costs 6 M€ and gives an ocean; no volcanic spaces</source>
        <translation>Hellas: el polo sur cuesta 6 M€ y da un océano; sin áreas volcánicas</translation>
    </message>
    <message>
        <source>How many people play: 1 to 5 (1 for the solo game and against AutoMars)</source>
        <translation>Cuántas personas juegan: de 1 a 5 (1 en el juego en solitario y contra AutoMars)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message numerus="yes">
        <source>Measured: won %1 of %n games against AutoMars Normal (base game)</source>
        <translation>
            <numerusform>Medido: ganó %1 de %n partida contra AutoMars Normal (juego básico)</numerusform>
            <numerusform>Medido: ganó %1 de %n partidas contra AutoMars Normal (juego básico)</numerusform>
        </translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message numerus="yes">
        <source>Official solo game: won %1 of %n games</source>
        <translation>
            <numerusform>Partida en solitario oficial: ganó %1 de %n partida</numerusform>
            <numerusform>Partida en solitario oficial: ganó %1 de %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>One player against the AutoMars automated opponent</source>
        <translation>Un jugador contra el oponente automático AutoMars</translation>
    </message>
    <message>
        <source>Open a game saved to a file (Ctrl+O)</source>
        <translation>Abrir una partida guardada en un archivo (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>Abrir partida guardada…</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Players pick research cards one at a time and pass the rest on</source>
        <translation>Los jugadores eligen las cartas de investigación de una en una y pasan el resto</translation>
    </message>
    <message>
        <source>Prelude expansion</source>
        <translation>Expansión Preludio</translation>
    </message>
    <message>
        <source>Second seat: AutoMars (automated opponent)</source>
        <translation>Segundo jugador: AutoMars (oponente automático)</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Semilla (opcional)</translation>
    </message>
    <message>
        <source>Solo game (12 generations)</source>
        <translation>Partida en solitario (12 generaciones)</translation>
    </message>
    <message>
        <source>Solo game (14 generations)</source>
        <translation>Partida en solitario (14 generaciones)</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Partida estándar</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Start with the Beginner Corporation: 42 M€ and 10 free cards</source>
        <translation>Empezar con la Corporación para Principiante: 42 M€ y 10 cartas gratis</translation>
    </message>
    <message>
        <source>Terra Cimmeria: four volcanic spaces; its colony space needs the Colonies expansion and is an empty space without it</source>
        <translation>Terra Cimmeria: cuatro áreas volcánicas; su área de colonia requiere la expansión Colonias y, sin ella, es un área vacía</translation>
    </message>
    <message>
        <source>Terraforming Mars — new game</source>
        <translation>Terraforming Mars — nueva partida</translation>
    </message>
    <message>
        <source>The base game for 1 to 5 players, with the starting production of the base rules</source>
        <translation>El juego básico para 1 a 5 jugadores, con la producción inicial de las reglas básicas</translation>
    </message>
    <message>
        <source>The base game&apos;s map</source>
        <translation>El mapa del juego base</translation>
    </message>
    <message>
        <source>The map of Mars played on, with its own milestones and awards</source>
        <translation>El mapa de Marte de la partida, con sus propios hitos y recompensas</translation>
    </message>
    <message>
        <source>The official solo game: terraform Mars and Venus by the end of generation %1</source>
        <translation>La partida en solitario oficial: terraforma Marte y Venus antes del final de la generación %1</translation>
    </message>
    <message>
        <source>The official solo game: terraform Mars by the end of generation %1</source>
        <translation>La partida en solitario oficial: terraforma Marte antes del final de la generación %1</translation>
    </message>
    <message>
        <source>The optional AutoMars corporation module: AutoMars plays a corporation card</source>
        <translation>El módulo opcional de corporaciones de AutoMars: AutoMars juega una carta de corporación</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: useful to replay a game</source>
        <translation>La misma semilla reparte las mismas cartas: útil para volver a jugar una partida</translation>
    </message>
    <message>
        <source>The solo game always uses the Corporate Era cards</source>
        <translation>La partida en solitario siempre usa las cartas de la Era Corporativa</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Dos jugadores tienen el mismo color.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dos jugadores tienen el mismo nombre.</translation>
    </message>
    <message>
        <source>Utopia Planitia: spaces that give energy; no volcanic spaces</source>
        <translation>Utopia Planitia: áreas que dan energía; sin áreas volcánicas</translation>
    </message>
    <message>
        <source>Vastitas Borealis: the north pole costs 4 M€ and raises the temperature; four volcanic spaces</source>
        <translation>Vastitas Borealis: el polo norte cuesta 4 M€ y sube la temperatura; cuatro áreas volcánicas</translation>
    </message>
    <message>
        <source>Venus Next expansion</source>
        <translation>Expansión Venus Next</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this computer, or a computer opponent (Easy, Normal or Hard, the strongest)</source>
        <translation>Quién juega en este puesto: una persona en este ordenador o un rival controlado por el ordenador (Fácil, Normal o Difícil, el más fuerte)</translation>
    </message>
    <message>
        <source>With the Corporate Era cards</source>
        <translation>Con las cartas de la Era Corporativa</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <source>“%1” is the name of AutoMars or of the neutral player: choose another name.</source>
        <translation>«%1» es el nombre de AutoMars o del jugador neutral: elige otro nombre.</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Everyone else, please look away: %1&apos;s cards are shown next.</source>
        <translation>Los demás, por favor, no miréis: a continuación se muestran las cartas de %1.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Soy %1 — mostrar mis cartas</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pasa a %1</translation>
    </message>
    <message>
        <source>Press Enter when %1 is at the keyboard</source>
        <translation>Pulsa Intro cuando %1 esté al teclado</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Deshecho: %1</translation>
    </message>
</context>
<context>
    <name>PaymentDialog</name>
    <message>
        <source>%1 costs %2 M€. How do you pay?</source>
        <translation>%1 cuesta %2 M€. ¿Cómo pagas?</translation>
    </message>
    <message>
        <source>Each %1 is worth %2 M€</source>
        <translation>Cada %1 vale %2 M€</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Pagar</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pago</translation>
    </message>
</context>
<context>
    <name>PickScreen</name>
    <message>
        <source>%1, choose your corporation and the project cards you keep (%2 M€ each).</source>
        <translation>%1, elige tu corporación y las cartas de proyecto que te quedas (%2 M€ cada una).</translation>
    </message>
    <message>
        <source>%1, choose your corporation, the project cards you keep (%2 M€ each) and 2 Preludes.</source>
        <translation>%1, elige tu corporación, las cartas de proyecto que te quedas (%2 M€ cada una) y 2 Preludios.</translation>
    </message>
    <message>
        <source>%1, draft: keep one card; the rest go to your neighbour.</source>
        <translation>%1, selección: quédate con una carta; el resto pasa a tu vecino.</translation>
    </message>
    <message>
        <source>%1, play your Preludes before the first action: click the one to play now.</source>
        <translation>%1, juega tus Preludios antes de la primera acción: haz clic en el que juegas ahora.</translation>
    </message>
    <message>
        <source>%1, research: keep the cards you want to buy (%2 M€ each).</source>
        <translation>%1, investigación: quédate las cartas que quieras comprar (%2 M€ cada una).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) × %3 M€ = %1 M€ · you have %2 M€</source>
        <translation>
            <numerusform>%n carta × %3 M€ = %1 M€ · tienes %2 M€</numerusform>
            <numerusform>%n cartas × %3 M€ = %1 M€ · tienes %2 M€</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offered card(s) — click the one you keep</source>
        <translation>
            <numerusform>%n carta ofrecida — haz clic en la que te quedas</numerusform>
            <numerusform>%n cartas ofrecidas — haz clic en la que te quedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offered card(s) — click the ones you keep</source>
        <translation>
            <numerusform>%n carta ofrecida — haz clic en las que te quedas</numerusform>
            <numerusform>%n cartas ofrecidas — haz clic en las que te quedas</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a corporation first.</source>
        <translation>Elige primero una corporación.</translation>
    </message>
    <message>
        <source>Choose the 2 Preludes you keep.</source>
        <translation>Elige los 2 Preludios que te quedas.</translation>
    </message>
    <message>
        <source>Click the Prelude to play now.</source>
        <translation>Haz clic en el Preludio que juegas ahora.</translation>
    </message>
    <message>
        <source>Click the card you keep.</source>
        <translation>Haz clic en la carta que te quedas.</translation>
    </message>
    <message>
        <source>Click to choose</source>
        <translation>Haz clic para elegir</translation>
    </message>
    <message>
        <source>Click to keep it</source>
        <translation>Haz clic para quedártela</translation>
    </message>
    <message>
        <source>Click to keep or give back</source>
        <translation>Haz clic para quedártelo o devolverlo</translation>
    </message>
    <message>
        <source>Click to play it now</source>
        <translation>Haz clic para jugarlo ahora</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Confirm your choice (Enter)</source>
        <translation>Confirmar tu elección (Intro)</translation>
    </message>
    <message>
        <source>Corporations (click one)</source>
        <translation>Corporaciones (haz clic en una)</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Elegidas</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Elegidas: %1</translation>
    </message>
    <message>
        <source>Kept: click to give it back</source>
        <translation>Elegida: haz clic para devolverla</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Ninguna todavía</translation>
    </message>
    <message>
        <source>Not enough M€: %1 needed, %2 available.</source>
        <translation>No hay suficientes M€: se necesitan %1, hay %2.</translation>
    </message>
    <message>
        <source>Preludes (click the 2 you keep)</source>
        <translation>Preludios (haz clic en los 2 que te quedas)</translation>
    </message>
    <message>
        <source>The Beginner Corporation keeps all 10 cards for free.</source>
        <translation>La Corporación para Principiante se queda las 10 cartas gratis.</translation>
    </message>
    <message>
        <source>Your Preludes</source>
        <translation>Tus Preludios</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>%1 · played: green %2, blue %3, red %4</source>
        <translation>%1 · jugadas: verde %2, azul %3, rojo %4</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carta en la mano</numerusform>
            <numerusform>%n cartas en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>(passed)</source>
        <translation>(ha pasado)</translation>
    </message>
    <message>
        <source>Actions used: %1</source>
        <translation>Acciones usadas: %1</translation>
    </message>
    <message>
        <source>Cards…</source>
        <translation>Cartas…</translation>
    </message>
    <message>
        <source>Colonies: %1 · trade fleets available: %2 of %3</source>
        <translation>Colonias: %1 · flotas comerciales disponibles: %2 de %3</translation>
    </message>
    <message>
        <source>Corporation chosen, face down</source>
        <translation>Corporación elegida, bocabajo</translation>
    </message>
    <message>
        <source>No corporation yet</source>
        <translation>Todavía sin corporación</translation>
    </message>
    <message>
        <source>No tags yet</source>
        <translation>Todavía sin tipos</translation>
    </message>
    <message>
        <source>On cards: %1</source>
        <translation>En las cartas: %1</translation>
    </message>
    <message>
        <source>Show the cards %1 has played</source>
        <translation>Mostrar las cartas que ha jugado %1</translation>
    </message>
    <message>
        <source>Shown once every research choice is revealed</source>
        <translation>Se muestra cuando se revelan todas las elecciones de la fase de investigación</translation>
    </message>
    <message>
        <source>Terraform rating</source>
        <translation>Valor de Terraformación</translation>
    </message>
    <message>
        <source>cards in hand: not revealed yet</source>
        <translation>cartas en mano: aún sin revelar</translation>
    </message>
</context>
<context>
    <name>PlayersColumn</name>
    <message>
        <source>Project deck: %1</source>
        <translation>Mazo de proyectos: %1</translation>
    </message>
    <message>
        <source>Project deck: %1 · discard pile: %2</source>
        <translation>Mazo de proyectos: %1 · pila de descartes: %2</translation>
    </message>
    <message>
        <source>The discard pile is counted again once every research choice is revealed</source>
        <translation>La pila de descartes se vuelve a contar cuando se revelan todas las elecciones de la fase de investigación</translation>
    </message>
    <message>
        <source>The discard pile is counted again once every set-up choice is revealed</source>
        <translation>La pila de descartes se vuelve a contar cuando se revelan todas las elecciones de la preparación</translation>
    </message>
    <message>
        <source>When the deck runs out, the discard pile is shuffled into a new deck</source>
        <translation>Cuando se acaba el mazo, la pila de descartes se baraja para formar un mazo nuevo</translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <source>The board before this decision</source>
        <translation>El tablero antes de esta decisión</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichero</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message numerus="yes">
        <source>%n M€</source>
        <translation>
            <numerusform>%n M€</numerusform>
            <numerusform>%n M€</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adjacent ocean(s)</source>
        <translation>
            <numerusform>%n océano adyacente</numerusform>
            <numerusform>%n océanos adyacentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bonus card(s)</source>
        <translation>
            <numerusform>%n carta de bonificación</numerusform>
            <numerusform>%n cartas de bonificación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n camp(s)</source>
        <translation>
            <numerusform>%n campamento</numerusform>
            <numerusform>%n campamentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n colony tile(s)</source>
        <translation>
            <numerusform>%n loseta de colonia</numerusform>
            <numerusform>%n losetas de colonia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n energy</source>
        <translation>
            <numerusform>%n de energía</numerusform>
            <numerusform>%n de energía</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n caza</numerusform>
            <numerusform>%n cazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n floater(s)</source>
        <translation>
            <numerusform>%n flotador</numerusform>
            <numerusform>%n flotadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heat</source>
        <translation>
            <numerusform>%n de calor</numerusform>
            <numerusform>%n de calor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n microbe(s)</source>
        <translation>
            <numerusform>%n microbio</numerusform>
            <numerusform>%n microbios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n placement bonus icon(s)</source>
        <translation>
            <numerusform>%n símbolo de bonificación por colocación</numerusform>
            <numerusform>%n símbolos de bonificación por colocación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plant(s)</source>
        <translation>
            <numerusform>%n planta</numerusform>
            <numerusform>%n plantas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n project card(s)</source>
        <translation>
            <numerusform>%n carta de proyecto</numerusform>
            <numerusform>%n cartas de proyecto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n recurso</numerusform>
            <numerusform>%n recursos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n science resource(s)</source>
        <translation>
            <numerusform>%n recurso de ciencia</numerusform>
            <numerusform>%n recursos de ciencia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steel</source>
        <translation>
            <numerusform>%n de acero</numerusform>
            <numerusform>%n de acero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tied space(s)</source>
        <translation>
            <numerusform>%n casilla empatada</numerusform>
            <numerusform>%n casillas empatadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n titanium</source>
        <translation>
            <numerusform>%n de titanio</numerusform>
            <numerusform>%n de titanio</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResourceCell</name>
    <message>
        <source>%1: %2 in stock, production %3 per generation</source>
        <translation>%1: %2 en reserva, producción de %3 por generación</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>%1 (%2): %3, %4.</source>
        <translation>%1 (%2): %3, %4.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions reviewed</source>
        <translation>
            <numerusform>%n decisión analizada</numerusform>
            <numerusform>%n decisiones analizadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n where the strongest bot would have scored more</source>
        <translation>
            <numerusform>%n en que el bot más fuerte habría puntuado más</numerusform>
            <numerusform>%n en que el bot más fuerte habría puntuado más</numerusform>
        </translation>
    </message>
    <message>
        <source>A choice of card</source>
        <translation>Una elección de carta</translation>
    </message>
    <message>
        <source>A choice of cards</source>
        <translation>Una elección de cartas</translation>
    </message>
    <message>
        <source>A choice of colony</source>
        <translation>Una elección de colonia</translation>
    </message>
    <message>
        <source>A choice of player</source>
        <translation>Una elección de jugador</translation>
    </message>
    <message>
        <source>A choice on a card</source>
        <translation>Una elección en una carta</translation>
    </message>
    <message>
        <source>A decision</source>
        <translation>Una decisión</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Cards to buy</source>
        <translation>Cartas que comprar</translation>
    </message>
    <message>
        <source>Corporation and starting cards</source>
        <translation>Corporación y cartas iniciales</translation>
    </message>
    <message>
        <source>Cost: %1 at the end of the game (%2)</source>
        <translation>Coste: %1 al final de la partida (%2)</translation>
    </message>
    <message>
        <source>Draft pick</source>
        <translation>Elección del draft</translation>
    </message>
    <message>
        <source>End the turn.</source>
        <translation>Termina el turno.</translation>
    </message>
    <message>
        <source>Final greeneries</source>
        <translation>Conversión final de plantas en vegetación</translation>
    </message>
    <message>
        <source>Generation %1</source>
        <translation>Generación %1</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>No decision cost a point against the strongest bot&apos;s choice.</source>
        <translation>Ninguna decisión costó un punto frente a la elección del bot más fuerte.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Pasa.</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>Jugado: %1</translation>
    </message>
    <message>
        <source>Prelude to play</source>
        <translation>Preludio que jugar</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Strongest bot: %1</source>
        <translation>Bot más fuerte: %1</translation>
    </message>
    <message>
        <source>The review opens once the game is over: it shows a player&apos;s past cards, and others are at the keyboard.</source>
        <translation>El análisis se abre cuando termina la partida: muestra las cartas pasadas de un jugador, y hay otros ante el teclado.</translation>
    </message>
    <message>
        <source>The review saved with this game is damaged or belongs to another game; it was left out.</source>
        <translation>El análisis guardado con esta partida está dañado o pertenece a otra partida; se ha dejado fuera.</translation>
    </message>
    <message>
        <source>The review was stopped before the end of the game.</source>
        <translation>El análisis se detuvo antes del final de la partida.</translation>
    </message>
    <message>
        <source>There is no player called {player} in this game.</source>
        <translation>No hay ningún jugador llamado {player} en esta partida.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: it was not played from its start with this version of tmdesk (a scenario, or a game saved before decisions were recorded).</source>
        <translation>Esta partida no se puede analizar: no se jugó desde el principio con esta versión de tmdesk (un escenario, o una partida guardada antes de que se registraran las decisiones).</translation>
    </message>
    <message>
        <source>Where to place a tile</source>
        <translation>Dónde colocar una loseta</translation>
    </message>
    <message numerus="yes">
        <source>about %n VP</source>
        <translation>
            <numerusform>unos %n VP</numerusform>
            <numerusform>unos %n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>estimated on %n sampled deals</source>
        <translation>
            <numerusform>estimado en %n reparto al azar</numerusform>
            <numerusform>estimado en %n repartos al azar</numerusform>
        </translation>
    </message>
    <message>
        <source>less than 1 VP</source>
        <translation>menos de 1 VP</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cost at the end</source>
        <translation>Coste al final</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Each of %1&apos;s decisions is compared with what the strongest computer player would have done. Where they differ, both are played out to the end of the game on a few deals of the cards %1 could not see; the list shows what each difference cost at the end. Double-click a row to see the board as it was.</source>
        <translation>Cada decisión de %1 se compara con lo que habría hecho el jugador de ordenador más fuerte. Donde difieren, ambas se juegan hasta el final de la partida en algunos repartos de las cartas que %1 no podía ver; la lista muestra lo que costó cada diferencia al final. Haz doble clic en una fila para ver el tablero como estaba.</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generación</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugado</translation>
    </message>
    <message>
        <source>Press Start: a whole game takes up to a few minutes.</source>
        <translation>Pulsa Empezar: una partida entera tarda hasta unos minutos.</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Analizar de nuevo</translation>
    </message>
    <message>
        <source>Review of %1&apos;s game</source>
        <translation>Análisis de la partida de %1</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Strongest bot</source>
        <translation>Bot más fuerte</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>El análisis se ha cancelado.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Colour-blind-safe player colours</source>
        <translation>Colores de jugador aptos para daltónicos</translation>
    </message>
    <message>
        <source>Interface scale</source>
        <translation>Escala de la interfaz</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Player colours that stay distinct for the common kinds of colour blindness</source>
        <translation>Colores de jugador que se siguen distinguiendo con los tipos comunes de daltonismo</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Size of the text and controls</source>
        <translation>Tamaño del texto y de los controles</translation>
    </message>
    <message>
        <source>The language of the whole game, cards included</source>
        <translation>El idioma de todo el juego, cartas incluidas</translation>
    </message>
</context>
<context>
    <name>Space</name>
    <message>
        <source>ocean space %1 of row %2</source>
        <translation>casilla de océano %1 de la fila %2</translation>
    </message>
    <message>
        <source>ocean space %1 of row %2 (%3)</source>
        <translation>casilla de océano %1 de la fila %2 (%3)</translation>
    </message>
    <message>
        <source>space %1 of row %2</source>
        <translation>casilla %1 de la fila %2</translation>
    </message>
    <message>
        <source>space %1 of row %2 (%3)</source>
        <translation>casilla %1 de la fila %2 (%3)</translation>
    </message>
    <message>
        <source>space reserved for %1</source>
        <translation>casilla reservada para %1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Against AutoMars</source>
        <translation>Contra AutoMars</translation>
    </message>
    <message>
        <source>AutoMars level</source>
        <translation>Nivel de AutoMars</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>By mode</source>
        <translation>Por modo</translation>
    </message>
    <message>
        <source>Corporate Era</source>
        <translation>Era Corporativa</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Every finished game, the newest first</source>
        <translation>Todas las partidas terminadas, la más reciente primero</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Expansiones</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>No game finished yet: each game played to its end in tmdesk is added here.</source>
        <translation>Ninguna partida terminada todavía: cada partida jugada hasta el final en tmdesk se añade aquí.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Prelude</source>
        <translation>Preludio</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partida en solitario</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Partida estándar</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>selección</translation>
    </message>
    <message>
        <source>lost: %1 won</source>
        <translation>derrota: ganó %1</translation>
    </message>
    <message>
        <source>lost: Mars not terraformed in time</source>
        <translation>derrota: Marte no se terraformó a tiempo</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>victoria de %1</translation>
    </message>
</context>
<context>
    <name>TableauDialog</name>
    <message>
        <source>Active (blue)</source>
        <translation>Activas (azules)</translation>
    </message>
    <message>
        <source>Automated (green)</source>
        <translation>Automatizadas (verdes)</translation>
    </message>
    <message>
        <source>Cards played by %1</source>
        <translation>Cartas jugadas por %1</translation>
    </message>
    <message>
        <source>Corporation</source>
        <translation>Corporación</translation>
    </message>
    <message>
        <source>Events (red)</source>
        <translation>Eventos (rojas)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
</context>
<context>
    <name>Tag</name>
    <message>
        <source>Animal</source>
        <translation>Animales</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terrestre</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Jovian</source>
        <translation>Joviano</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbio</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Planta</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Ciencia</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Venus</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Comodín</translation>
    </message>
</context>
<context>
    <name>Term</name>
    <message>
        <source>2 M€ per adjacent ocean</source>
        <translation>2 M€ por cada océano adyacente</translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation>Fase de Acción</translation>
    </message>
    <message>
        <source>Advance Another Counter</source>
        <translation>Avanzar otro contador</translation>
    </message>
    <message>
        <source>Advance Counter</source>
        <translation>Avanzar contador</translation>
    </message>
    <message>
        <source>Agronomist</source>
        <translation>Agrónomo</translation>
    </message>
    <message>
        <source>Air Scrapping</source>
        <translation>Aire excedente</translation>
    </message>
    <message>
        <source>Animal</source>
        <translation>Animales</translation>
    </message>
    <message>
        <source>Aquifer</source>
        <translation>Acuífero</translation>
    </message>
    <message>
        <source>Architect</source>
        <translation>Arquitecto</translation>
    </message>
    <message>
        <source>Arsia Mons</source>
        <translation>Arsia Mons</translation>
    </message>
    <message>
        <source>Ascraeus Mons</source>
        <translation>Ascraeus Mons</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>Asteroid Mining</source>
        <translation>Minado de Asteroide</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMars</translation>
    </message>
    <message>
        <source>AutoMars board</source>
        <translation>tablero de AutoMars</translation>
    </message>
    <message>
        <source>AutoMars board holder</source>
        <translation>soporte del tablero de AutoMars</translation>
    </message>
    <message>
        <source>AutoMars corporation card</source>
        <translation>carta de corporación de AutoMars</translation>
    </message>
    <message>
        <source>Automa</source>
        <translation>Automa</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Recompensas</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banquero</translation>
    </message>
    <message>
        <source>Beginner Corporation</source>
        <translation>Corporación para Principiante</translation>
    </message>
    <message>
        <source>Benefactor</source>
        <translation>Benefactor</translation>
    </message>
    <message>
        <source>Blacksmith</source>
        <translation>Herrero</translation>
    </message>
    <message>
        <source>Botanist</source>
        <translation>Botánico</translation>
    </message>
    <message>
        <source>Brutal</source>
        <translation>Brutal</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Constructor</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>Building track</source>
        <translation>tabla de Edificio</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Celebrity</source>
        <translation>Celebridad</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>Claim a Milestone</source>
        <translation>Reclamar un hito</translation>
    </message>
    <message>
        <source>Claim a milestone</source>
        <translation>Reclamar un hito</translation>
    </message>
    <message>
        <source>Coastguard</source>
        <translation>Guardacostas</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonias</translation>
    </message>
    <message>
        <source>Contractor</source>
        <translation>Contratista</translation>
    </message>
    <message>
        <source>Convert heat into temperature</source>
        <translation>Convertir calor en temperatura</translation>
    </message>
    <message>
        <source>Convert plants into greenery</source>
        <translation>Convertir plantas en vegetación</translation>
    </message>
    <message>
        <source>Corporate Competition</source>
        <translation>Competencia corporativa</translation>
    </message>
    <message>
        <source>Corporate Era</source>
        <translation>Era Corporativa</translation>
    </message>
    <message>
        <source>CrediCor</source>
        <translation>CrediCor</translation>
    </message>
    <message>
        <source>Cultivator</source>
        <translation>Cultivador</translation>
    </message>
    <message>
        <source>Desert Settler</source>
        <translation>Colono del Desierto</translation>
    </message>
    <message>
        <source>Diversifier</source>
        <translation>Diversificador</translation>
    </message>
    <message>
        <source>Draft variant</source>
        <translation>Variante de selección (draft)</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terrestre</translation>
    </message>
    <message>
        <source>Earth track (Earth/city)</source>
        <translation>tabla de Terrestre/Ciudad</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Eccentric</source>
        <translation>Excéntrico</translation>
    </message>
    <message>
        <source>EcoLine</source>
        <translation>EcoLine</translation>
    </message>
    <message>
        <source>Ecologist</source>
        <translation>Ecologista</translation>
    </message>
    <message>
        <source>Electrician</source>
        <translation>Electricista</translation>
    </message>
    <message>
        <source>Elysium</source>
        <translation>Elysium</translation>
    </message>
    <message>
        <source>Elysium Mons</source>
        <translation>Elysium Mons</translation>
    </message>
    <message>
        <source>Energizer</source>
        <translation>Energizante</translation>
    </message>
    <message>
        <source>Energy track (power/Jovian)</source>
        <translation>tabla de Energía/Joviano</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingeniero</translation>
    </message>
    <message>
        <source>Estate Dealer</source>
        <translation>Corredor de Fincas</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Event track</source>
        <translation>tabla de Evento</translation>
    </message>
    <message>
        <source>Expedited Construction</source>
        <translation>Construcción acelerada</translation>
    </message>
    <message>
        <source>Failed Action</source>
        <translation>acción fallida</translation>
    </message>
    <message>
        <source>Farmer</source>
        <translation>Granjero</translation>
    </message>
    <message>
        <source>Forecaster</source>
        <translation>Meteorólogo</translation>
    </message>
    <message>
        <source>Forester</source>
        <translation>Guardabosques</translation>
    </message>
    <message>
        <source>Founder</source>
        <translation>Fundador</translation>
    </message>
    <message>
        <source>Fund an Award</source>
        <translation>Financiar una recompensa</translation>
    </message>
    <message>
        <source>Fund an award</source>
        <translation>Financiar una recompensa</translation>
    </message>
    <message>
        <source>Fundraiser</source>
        <translation>Recaudador</translation>
    </message>
    <message>
        <source>GHG Factories</source>
        <translation>Fábricas de GEI</translation>
    </message>
    <message>
        <source>Gain TR</source>
        <translation>Ganar TR</translation>
    </message>
    <message>
        <source>Ganymede Colony</source>
        <translation>Colonia Ganímedes</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Paisajista</translation>
    </message>
    <message>
        <source>Generalist</source>
        <translation>Generalista</translation>
    </message>
    <message>
        <source>Geologist</source>
        <translation>Geólogo</translation>
    </message>
    <message>
        <source>Geothermal Power</source>
        <translation>Energía Geotérmica</translation>
    </message>
    <message>
        <source>Greenery</source>
        <translation>Vegetación</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Hecates Tholus</source>
        <translation>Hecates Tholus</translation>
    </message>
    <message>
        <source>Helion</source>
        <translation>Helion</translation>
    </message>
    <message>
        <source>Hellas</source>
        <translation>Hellas</translation>
    </message>
    <message>
        <source>Highlander</source>
        <translation>Montañés</translation>
    </message>
    <message>
        <source>Hoverlord</source>
        <translation>Rey de las nubes</translation>
    </message>
    <message>
        <source>Incorporator</source>
        <translation>Incorporador</translation>
    </message>
    <message>
        <source>Industrialist</source>
        <translation>Industrialista</translation>
    </message>
    <message>
        <source>Interplanetary Cinematics</source>
        <translation>Interplanetary Cinematics</translation>
    </message>
    <message>
        <source>Invasive Species</source>
        <translation>Especies invasoras</translation>
    </message>
    <message>
        <source>Inventrix</source>
        <translation>Inventrix</translation>
    </message>
    <message>
        <source>Investor</source>
        <translation>Inversor</translation>
    </message>
    <message>
        <source>Jovian</source>
        <translation>Joviano</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>Terrateniente</translation>
    </message>
    <message>
        <source>Landscaper</source>
        <translation>Arquitecto paisajista</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>Livestock</source>
        <translation>Ganado</translation>
    </message>
    <message>
        <source>Lobbyists</source>
        <translation>Lobistas</translation>
    </message>
    <message>
        <source>Local Neural Instance</source>
        <translation>Instancia neural local</translation>
    </message>
    <message>
        <source>Magnate</source>
        <translation>Magnate</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Gerente</translation>
    </message>
    <message>
        <source>Mars</source>
        <translation>Marte</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Alcalde</translation>
    </message>
    <message>
        <source>MegaCredits</source>
        <translation>Mega-Créditos</translation>
    </message>
    <message>
        <source>Metallurgist</source>
        <translation>Metalúrgico</translation>
    </message>
    <message>
        <source>Meteor Shower</source>
        <translation>Lluvia de meteoritos</translation>
    </message>
    <message>
        <source>Metropolist</source>
        <translation>Metropolitano</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbio</translation>
    </message>
    <message>
        <source>Milestones</source>
        <translation>Hitos</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Minero</translation>
    </message>
    <message>
        <source>Mining Guild</source>
        <translation>Mining Guild</translation>
    </message>
    <message>
        <source>Mogul</source>
        <translation>Potentado</translation>
    </message>
    <message>
        <source>M€</source>
        <translation>M€</translation>
    </message>
    <message>
        <source>M€ (MegaCredits)</source>
        <translation>M€ (Mega-Créditos)</translation>
    </message>
    <message>
        <source>M€ production</source>
        <translation>producción de M€</translation>
    </message>
    <message>
        <source>M€ supply</source>
        <translation>reserva de M€ de AutoMars</translation>
    </message>
    <message>
        <source>Neural Instance tile</source>
        <translation>loseta de Instancia Neural</translation>
    </message>
    <message>
        <source>Noctis City</source>
        <translation>Ciudad Noctis</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>North Pole</source>
        <translation>Polo Norte</translation>
    </message>
    <message>
        <source>Olympus Mons</source>
        <translation>Monte Olimpo</translation>
    </message>
    <message>
        <source>Overachievement</source>
        <translation>Superación</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Pavonis Mons</source>
        <translation>Pavonis Mons</translation>
    </message>
    <message>
        <source>PhoboLog</source>
        <translation>PhoboLog</translation>
    </message>
    <message>
        <source>Phobos Space Haven</source>
        <translation>Santuario Espacial Phobos</translation>
    </message>
    <message>
        <source>Pioneer</source>
        <translation>Pionero</translation>
    </message>
    <message>
        <source>Place a City</source>
        <translation>Colocar una ciudad</translation>
    </message>
    <message>
        <source>Place a Greenery (+ raise oxygen)</source>
        <translation>Colocar una vegetación (+ oxígeno)</translation>
    </message>
    <message>
        <source>Place an Ocean</source>
        <translation>Colocar un océano</translation>
    </message>
    <message>
        <source>Planetologist</source>
        <translation>Planetólogo</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>Proyectista</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Planta</translation>
    </message>
    <message>
        <source>Plant track (plant/animal/microbe)</source>
        <translation>tabla de Planta/Animales/Microbio</translation>
    </message>
    <message>
        <source>Play a card from your hand</source>
        <translation>Jugar una carta de tu mano</translation>
    </message>
    <message>
        <source>Player Order phase</source>
        <translation>Fase de Orden de Jugador</translation>
    </message>
    <message>
        <source>Polar Explorer</source>
        <translation>Explorador Polar</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Power Plant</source>
        <translation>Planta energética</translation>
    </message>
    <message>
        <source>Prelude</source>
        <translation>Preludio</translation>
    </message>
    <message>
        <source>Production phase</source>
        <translation>Fase de Producción</translation>
    </message>
    <message>
        <source>Promoter</source>
        <translation>Promotor</translation>
    </message>
    <message>
        <source>Raise Temperature</source>
        <translation>Aumentar la temperatura</translation>
    </message>
    <message>
        <source>Red Planet</source>
        <translation>Planeta Rojo</translation>
    </message>
    <message>
        <source>Research and Development</source>
        <translation>Investigación y desarrollo</translation>
    </message>
    <message>
        <source>Research phase</source>
        <translation>Fase de Investigación</translation>
    </message>
    <message>
        <source>Researcher</source>
        <translation>Investigador</translation>
    </message>
    <message>
        <source>Rim Settler</source>
        <translation>Colono Exterior</translation>
    </message>
    <message>
        <source>Saturn Systems</source>
        <translation>Saturn Systems</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Ciencia</translation>
    </message>
    <message>
        <source>Science track</source>
        <translation>tabla de Ciencia</translation>
    </message>
    <message>
        <source>Scientist</source>
        <translation>Científico</translation>
    </message>
    <message>
        <source>Sell Patents</source>
        <translation>Vender Patentes</translation>
    </message>
    <message>
        <source>Shuttles</source>
        <translation>Transbordadores</translation>
    </message>
    <message>
        <source>Solar phase</source>
        <translation>Fase solar</translation>
    </message>
    <message>
        <source>South Pole</source>
        <translation>Polo Sur</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Space Baron</source>
        <translation>Barón Galáctico</translation>
    </message>
    <message>
        <source>Space track</source>
        <translation>tabla de Espacio</translation>
    </message>
    <message>
        <source>Spacefarer</source>
        <translation>Astronauta</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Suburbian</source>
        <translation>Suburbano</translation>
    </message>
    <message>
        <source>TR</source>
        <translation>TR</translation>
    </message>
    <message>
        <source>TR track</source>
        <translation>tabla de TR</translation>
    </message>
    <message>
        <source>Tactician</source>
        <translation>Táctico</translation>
    </message>
    <message>
        <source>Teractor</source>
        <translation>Teractor</translation>
    </message>
    <message>
        <source>Terra Cimmeria</source>
        <translation>Terra Cimmeria</translation>
    </message>
    <message>
        <source>Terraform Rating</source>
        <translation>Valor de Terraformación</translation>
    </message>
    <message>
        <source>Terraformer</source>
        <translation>Terraformador</translation>
    </message>
    <message>
        <source>Terraforming Committee</source>
        <translation>Comité de Terraformación</translation>
    </message>
    <message>
        <source>Terraforming Mars</source>
        <translation>Terraforming Mars</translation>
    </message>
    <message>
        <source>Tharsis</source>
        <translation>Tharsis</translation>
    </message>
    <message>
        <source>Tharsis Republic</source>
        <translation>República Tharsis</translation>
    </message>
    <message>
        <source>Tharsis Tholus</source>
        <translation>Tharsis Tholus</translation>
    </message>
    <message>
        <source>Thermalist</source>
        <translation>Termalista</translation>
    </message>
    <message>
        <source>ThorGate</source>
        <translation>ThorGate</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Comerciante</translation>
    </message>
    <message>
        <source>Traveller</source>
        <translation>Viajero</translation>
    </message>
    <message>
        <source>Tycoon</source>
        <translation>Magnate</translation>
    </message>
    <message>
        <source>United Nations Mars Initiative</source>
        <translation>United Nations Mars Initiative</translation>
    </message>
    <message>
        <source>Use a standard project</source>
        <translation>Usar un proyecto estándar</translation>
    </message>
    <message>
        <source>Use the action on a blue card</source>
        <translation>Usar la acción de una carta azul</translation>
    </message>
    <message>
        <source>Utopia Planitia</source>
        <translation>Utopia Planitia</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Valles Marineris</source>
        <translation>Valles Marineris</translation>
    </message>
    <message>
        <source>Vastitas Borealis</source>
        <translation>Vastitas Borealis</translation>
    </message>
    <message>
        <source>Venuphile</source>
        <translation>Venusiano</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Venus</translation>
    </message>
    <message>
        <source>Venus Next</source>
        <translation>Venus Next</translation>
    </message>
    <message>
        <source>Venus scale</source>
        <translation>escala de Venus</translation>
    </message>
    <message>
        <source>Venus track</source>
        <translation>tabla de Venus</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Puntos de Victoria</translation>
    </message>
    <message>
        <source>Viking site</source>
        <translation>sitio Vikingo</translation>
    </message>
    <message>
        <source>World Government</source>
        <translation>Gobierno Mundial</translation>
    </message>
    <message>
        <source>World Government terraforming</source>
        <translation>terraformación del Gobierno Mundial</translation>
    </message>
    <message>
        <source>Zoologist</source>
        <translation>Zoólogo</translation>
    </message>
    <message>
        <source>action</source>
        <translation>acción</translation>
    </message>
    <message>
        <source>action deck</source>
        <translation>mazo de acciones</translation>
    </message>
    <message>
        <source>active card (blue)</source>
        <translation>carta activa (azul)</translation>
    </message>
    <message>
        <source>active player</source>
        <translation>jugador activo</translation>
    </message>
    <message>
        <source>adjacent</source>
        <translation>adyacente</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>area (space on the map)</source>
        <translation>casilla</translation>
    </message>
    <message>
        <source>area reserved for ocean</source>
        <translation>área reservada para océanos</translation>
    </message>
    <message>
        <source>asterisk (*)</source>
        <translation>asterisco (*)</translation>
    </message>
    <message>
        <source>automated card (green)</source>
        <translation>carta automatizada (verde)</translation>
    </message>
    <message>
        <source>award</source>
        <translation>recompensa</translation>
    </message>
    <message>
        <source>before the action phase</source>
        <translation>antes de la fase de acción</translation>
    </message>
    <message>
        <source>black cube</source>
        <translation>cubo negro</translation>
    </message>
    <message>
        <source>board reference card</source>
        <translation>carta de referencia del tablero</translation>
    </message>
    <message>
        <source>bonus card</source>
        <translation>carta de bonificación</translation>
    </message>
    <message>
        <source>bonus deck</source>
        <translation>mazo de bonificación</translation>
    </message>
    <message>
        <source>bonus discard pile</source>
        <translation>pila de descartes de bonificación</translation>
    </message>
    <message>
        <source>bonus steps</source>
        <translation>nivel bonificado</translation>
    </message>
    <message>
        <source>buy (a card, 3 M€)</source>
        <translation>comprar</translation>
    </message>
    <message>
        <source>camp</source>
        <translation>campamento</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ciudad</translation>
    </message>
    <message>
        <source>city tile</source>
        <translation>loseta de ciudad</translation>
    </message>
    <message>
        <source>claim (a milestone)</source>
        <translation>reclamar</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>reclamado</translation>
    </message>
    <message>
        <source>clear cube</source>
        <translation>cubo transparente</translation>
    </message>
    <message>
        <source>copper cube (1)</source>
        <translation>bronce (1)</translation>
    </message>
    <message>
        <source>corporation</source>
        <translation>corporación</translation>
    </message>
    <message>
        <source>corporation card</source>
        <translation>carta de corporación</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coste</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>contador</translation>
    </message>
    <message>
        <source>decrease</source>
        <translation>disminuir</translation>
    </message>
    <message>
        <source>destroy (remove from the game)</source>
        <translation>destruir</translation>
    </message>
    <message>
        <source>difficulty level</source>
        <translation>nivel de dificultad</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>descartar</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>pila de descartes</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>descuento</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>selección</translation>
    </message>
    <message>
        <source>drafted cards</source>
        <translation>cartas elegidas</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>robar una carta</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>efecto</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <source>energy production</source>
        <translation>producción de energía</translation>
    </message>
    <message>
        <source>event card (red)</source>
        <translation>carta de evento (roja)</translation>
    </message>
    <message>
        <source>event pile</source>
        <translation>pila de eventos</translation>
    </message>
    <message>
        <source>expansion</source>
        <translation>expansión</translation>
    </message>
    <message>
        <source>extended game</source>
        <translation>partida extendida</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>bocabajo</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>bocarriba</translation>
    </message>
    <message>
        <source>final greenery conversion</source>
        <translation>conversión final de plantas en vegetación</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>puntuación final</translation>
    </message>
    <message>
        <source>first place</source>
        <translation>primer puesto</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>primer jugador</translation>
    </message>
    <message>
        <source>first player marker</source>
        <translation>ficha de primer jugador</translation>
    </message>
    <message>
        <source>flavor text</source>
        <translation>texto adicional</translation>
    </message>
    <message>
        <source>floater</source>
        <translation>flotador</translation>
    </message>
    <message>
        <source>fund (an award)</source>
        <translation>financiar</translation>
    </message>
    <message>
        <source>funded</source>
        <translation>financiada</translation>
    </message>
    <message>
        <source>game board</source>
        <translation>tablero de juego</translation>
    </message>
    <message>
        <source>game end</source>
        <translation>final de la partida</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>generación</translation>
    </message>
    <message>
        <source>generation marker</source>
        <translation>marcador de generación</translation>
    </message>
    <message>
        <source>global parameters</source>
        <translation>parámetros globales</translation>
    </message>
    <message>
        <source>goal (parameter maxed)</source>
        <translation>objetivo</translation>
    </message>
    <message>
        <source>gold cube (10)</source>
        <translation>oro (10)</translation>
    </message>
    <message>
        <source>greenery</source>
        <translation>vegetación</translation>
    </message>
    <message>
        <source>greenery tile</source>
        <translation>loseta de vegetación</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>calor</translation>
    </message>
    <message>
        <source>heat production</source>
        <translation>producción de calor</translation>
    </message>
    <message>
        <source>immediate effect</source>
        <translation>efecto inmediato</translation>
    </message>
    <message>
        <source>income</source>
        <translation>ingresos</translation>
    </message>
    <message>
        <source>increase</source>
        <translation>aumentar</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>perder</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mapa</translation>
    </message>
    <message>
        <source>microbe</source>
        <translation>microbio</translation>
    </message>
    <message>
        <source>milestone</source>
        <translation>hito</translation>
    </message>
    <message>
        <source>neutral city</source>
        <translation>ciudad neutral</translation>
    </message>
    <message>
        <source>neutral opponent</source>
        <translation>oponente neutral</translation>
    </message>
    <message>
        <source>non-standard resource</source>
        <translation>recurso atípico</translation>
    </message>
    <message>
        <source>ocean</source>
        <translation>océano</translation>
    </message>
    <message>
        <source>ocean coverage</source>
        <translation>cobertura de océanos</translation>
    </message>
    <message>
        <source>ocean tile</source>
        <translation>loseta de océano</translation>
    </message>
    <message>
        <source>oceans</source>
        <translation>océanos</translation>
    </message>
    <message>
        <source>ownership (player marker on a tile)</source>
        <translation>propiedad</translation>
    </message>
    <message>
        <source>oxygen</source>
        <translation>oxígeno</translation>
    </message>
    <message>
        <source>oxygen level</source>
        <translation>nivel de oxígeno</translation>
    </message>
    <message>
        <source>placement bonus</source>
        <translation>bonificación por colocación</translation>
    </message>
    <message>
        <source>plant production</source>
        <translation>producción de plantas</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>plantas</translation>
    </message>
    <message>
        <source>played pile</source>
        <translation>pila de cartas jugadas</translation>
    </message>
    <message>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <source>player board</source>
        <translation>tablero de jugador</translation>
    </message>
    <message>
        <source>player marker</source>
        <translation>ficha de jugador</translation>
    </message>
    <message>
        <source>player order</source>
        <translation>orden de jugador</translation>
    </message>
    <message>
        <source>production</source>
        <translation>producción</translation>
    </message>
    <message>
        <source>production track</source>
        <translation>tabla de producción</translation>
    </message>
    <message>
        <source>project card</source>
        <translation>carta de proyecto</translation>
    </message>
    <message>
        <source>project deck</source>
        <translation>mazo de cartas de proyecto</translation>
    </message>
    <message>
        <source>raise oxygen 1 step</source>
        <translation>aumentar el nivel de oxígeno 1 nivel</translation>
    </message>
    <message>
        <source>raise temperature 1 step</source>
        <translation>aumentar la temperatura 1 nivel</translation>
    </message>
    <message>
        <source>raise your TR 1 step</source>
        <translation>aumentar tu TR 1 nivel</translation>
    </message>
    <message>
        <source>red-bordered</source>
        <translation>con borde rojo</translation>
    </message>
    <message>
        <source>reference card</source>
        <translation>carta de referencia</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>eliminar</translation>
    </message>
    <message>
        <source>requirement</source>
        <translation>requisito</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>recurso</translation>
    </message>
    <message>
        <source>resource cube</source>
        <translation>cubo de recurso</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>recursos</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>scoring reference card</source>
        <translation>carta de referencia de puntuación</translation>
    </message>
    <message>
        <source>second place</source>
        <translation>segundo puesto</translation>
    </message>
    <message>
        <source>selection priority</source>
        <translation>prioridad de selección</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparación</translation>
    </message>
    <message>
        <source>silver cube (5)</source>
        <translation>plata (5)</translation>
    </message>
    <message>
        <source>solo game</source>
        <translation>partida en solitario</translation>
    </message>
    <message>
        <source>solo variant</source>
        <translation>variante 1 jugador</translation>
    </message>
    <message>
        <source>special reserved area</source>
        <translation>área reservada especial</translation>
    </message>
    <message>
        <source>special tile</source>
        <translation>loseta especial</translation>
    </message>
    <message>
        <source>standard game</source>
        <translation>partida estándar</translation>
    </message>
    <message>
        <source>standard project</source>
        <translation>proyecto estándar</translation>
    </message>
    <message>
        <source>start of round</source>
        <translation>inicio de la ronda</translation>
    </message>
    <message>
        <source>starting conditions</source>
        <translation>condiciones iniciales</translation>
    </message>
    <message>
        <source>starting hand</source>
        <translation>mano inicial</translation>
    </message>
    <message>
        <source>starting icons</source>
        <translation>tipos iniciales</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>robar</translation>
    </message>
    <message>
        <source>steel</source>
        <translation>acero</translation>
    </message>
    <message>
        <source>steel production</source>
        <translation>producción de acero</translation>
    </message>
    <message>
        <source>step</source>
        <translation>nivel</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <source>terraforming</source>
        <translation>terraformación</translation>
    </message>
    <message>
        <source>terraforming bonus</source>
        <translation>bonificación de terraformación</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>loseta</translation>
    </message>
    <message>
        <source>tile-placement tiebreakers</source>
        <translation>desempates de colocación</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>titanio</translation>
    </message>
    <message>
        <source>titanium production</source>
        <translation>producción de titanio</translation>
    </message>
    <message>
        <source>track</source>
        <translation>tabla</translation>
    </message>
    <message>
        <source>track action</source>
        <translation>acción de tabla</translation>
    </message>
    <message>
        <source>track space (0-18)</source>
        <translation>casilla de tabla</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variante</translation>
    </message>
    <message>
        <source>white cube</source>
        <translation>cubo blanco</translation>
    </message>
    <message>
        <source>wild tag</source>
        <translation>tipo comodín</translation>
    </message>
    <message>
        <source>win</source>
        <translation>ganar</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Air Scrapping</source>
        <translation>Aire excedente</translation>
    </message>
    <message>
        <source>Aquifer</source>
        <translation>Acuífero</translation>
    </message>
    <message>
        <source>Artificial Lake</source>
        <translation>Lago Artificial</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroide</translation>
    </message>
    <message>
        <source>AutoMars</source>
        <translation>AutoMars</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banquero</translation>
    </message>
    <message>
        <source>Build Colony</source>
        <translation>Construir colonia</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Constructor</translation>
    </message>
    <message>
        <source>Callisto</source>
        <translation>Calisto</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Ceres</source>
        <translation>Ceres</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>Commercial District</source>
        <translation>Distrito Comercial</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terrestre</translation>
    </message>
    <message>
        <source>Ecological Zone</source>
        <translation>Zona Ecológica</translation>
    </message>
    <message>
        <source>Enceladus</source>
        <translation>Encélado</translation>
    </message>
    <message>
        <source>Europa</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Ganymede</source>
        <translation>Ganímedes</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Paisajista</translation>
    </message>
    <message>
        <source>Greenery</source>
        <translation>Vegetación</translation>
    </message>
    <message>
        <source>Hoverlord</source>
        <translation>Rey de las nubes</translation>
    </message>
    <message>
        <source>Industrial Center</source>
        <translation>Centro Industrial</translation>
    </message>
    <message>
        <source>Io</source>
        <translation>Ío</translation>
    </message>
    <message>
        <source>Jovian</source>
        <translation>Joviano</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>Terrateniente</translation>
    </message>
    <message>
        <source>Lava Flows</source>
        <translation>Ríos de Lava</translation>
    </message>
    <message>
        <source>Lava Tube Settlement</source>
        <translation>Asentamiento en tubo de lava</translation>
    </message>
    <message>
        <source>Luna</source>
        <translation>Luna</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Alcalde</translation>
    </message>
    <message>
        <source>Miner</source>
        <translation>Minero</translation>
    </message>
    <message>
        <source>Mining Area</source>
        <translation>Cuenca Minera</translation>
    </message>
    <message>
        <source>Mining Rights</source>
        <translation>Licencia de Minería</translation>
    </message>
    <message>
        <source>Miranda</source>
        <translation>Miranda</translation>
    </message>
    <message>
        <source>Mohole Area</source>
        <translation>Área Mohole</translation>
    </message>
    <message>
        <source>M€</source>
        <translation>M€</translation>
    </message>
    <message>
        <source>Natural Preserve</source>
        <translation>Reserva Natural</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>Nuclear Zone</source>
        <translation>Zona Nuclear</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>Proyectista</translation>
    </message>
    <message>
        <source>Pluto</source>
        <translation>Plutón</translation>
    </message>
    <message>
        <source>Power plant</source>
        <translation>Planta energética</translation>
    </message>
    <message>
        <source>Prelude</source>
        <translation>Preludio</translation>
    </message>
    <message>
        <source>Restricted Area</source>
        <translation>Área Restringida</translation>
    </message>
    <message>
        <source>Scientist</source>
        <translation>Científico</translation>
    </message>
    <message>
        <source>Sell patents</source>
        <translation>Vender Patentes</translation>
    </message>
    <message>
        <source>Terraformer</source>
        <translation>Terraformador</translation>
    </message>
    <message>
        <source>Thermalist</source>
        <translation>Termalista</translation>
    </message>
    <message>
        <source>Titan</source>
        <translation>Titán</translation>
    </message>
    <message>
        <source>Triton</source>
        <translation>Tritón</translation>
    </message>
    <message>
        <source>Urbanized Area</source>
        <translation>Área Urbanizada</translation>
    </message>
    <message>
        <source>Venuphile</source>
        <translation>Venusiano</translation>
    </message>
    <message>
        <source>Venus</source>
        <translation>Venus</translation>
    </message>
    <message>
        <source>action</source>
        <translation>acción</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ciudad</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>selección</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>fighter</source>
        <translation>caza</translation>
    </message>
    <message>
        <source>final greenery</source>
        <translation>vegetación final</translation>
    </message>
    <message>
        <source>floater</source>
        <translation>flotador</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>final de la partida</translation>
    </message>
    <message>
        <source>greenery</source>
        <translation>vegetación</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>calor</translation>
    </message>
    <message>
        <source>microbe</source>
        <translation>microbio</translation>
    </message>
    <message>
        <source>ocean</source>
        <translation>océano</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>planta</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>plantas</translation>
    </message>
    <message>
        <source>power</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>research</source>
        <translation>investigación</translation>
    </message>
    <message>
        <source>science</source>
        <translation>ciencia</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>preparación</translation>
    </message>
    <message>
        <source>solar phase</source>
        <translation>fase solar</translation>
    </message>
    <message>
        <source>space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>special</source>
        <translation>especial</translation>
    </message>
    <message>
        <source>steel</source>
        <translation>acero</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>titanio</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>comodín</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>a city tile</source>
        <translation>una loseta de ciudad</translation>
    </message>
    <message>
        <source>a greenery tile</source>
        <translation>una loseta de vegetación</translation>
    </message>
    <message>
        <source>an ocean tile</source>
        <translation>una loseta de océano</translation>
    </message>
    <message>
        <source>the %1 tile</source>
        <translation>la loseta %1</translation>
    </message>
    <message>
        <source>your player marker</source>
        <translation>tu ficha de jugador</translation>
    </message>
</context>
<context>
    <name>TracksDialog</name>
    <message>
        <source>AutoMars&apos;s board</source>
        <translation>Tablero de AutoMars</translation>
    </message>
    <message>
        <source>AutoMars&apos;s board: %1</source>
        <translation>Tablero de AutoMars: %1</translation>
    </message>
    <message>
        <source>The orange space is each counter&apos;s position. Hover a space to see what AutoMars does when its counter reaches it.</source>
        <translation>La casilla naranja es la posición de cada contador. Pasa el ratón por una casilla para ver qué hace AutoMars cuando su contador llega a ella.</translation>
    </message>
</context>
<context>
    <name>WorldGovernmentDialog</name>
    <message>
        <source>%1, as first player you choose which global parameter the World Government raises one step this generation.</source>
        <translation>%1, como jugador inicial, eliges qué parámetro global aumenta 1 nivel el Gobierno Mundial en esta generación.</translation>
    </message>
    <message>
        <source>Nobody gains TR or any bonus from it.</source>
        <translation>Nadie gana TR ni ninguna bonificación por ello.</translation>
    </message>
    <message>
        <source>Ocean: place an ocean tile (%1 left)</source>
        <translation>Océano: coloca una loseta de océano (quedan %1)</translation>
    </message>
    <message>
        <source>Oxygen: %1 → %2 %</source>
        <translation>Oxígeno: %1 → %2 %</translation>
    </message>
    <message>
        <source>Temperature: %1 → %2 °C</source>
        <translation>Temperatura: %1 → %2 °C</translation>
    </message>
    <message>
        <source>Venus: %1 → %2 %</source>
        <translation>Venus: %1 → %2 %</translation>
    </message>
    <message>
        <source>World Government terraforming</source>
        <translation>Terraformación del Gobierno Mundial</translation>
    </message>
</context>
</TS>
