"use strict";
const jeton = new URLSearchParams(location.search).get("t") || "";
const etat = document.getElementById("etat");

function afficher(vue) {
  document.getElementById("destin").textContent = vue.destin_words;
  const liste = document.getElementById("protagonistes");
  liste.replaceChildren(...vue.protagonists.map((p) => {
    const ligne = document.createElement("li");
    const jauges = p.gauges.map((j) => j.name + " " + j.level).join(", ");
    ligne.textContent = p.name + " : " + p.fortunes + " fortunes" + (jauges ? ". Jauges : " + jauges : "");
    return ligne;
  }));
  const journal = document.getElementById("journal");
  const vus = new Set([...journal.children].map((li) => li.dataset.id));
  vue.journal.filter((e) => !vus.has(String(e.id))).forEach((e) => {
    const ligne = document.createElement("li");
    ligne.dataset.id = String(e.id);
    ligne.textContent = (e.who ? e.who + " : " : "") + e.text;
    if (e.gm) {
      const secret = document.createElement("span");
      secret.className = "secret";
      secret.textContent = " Destinée : " + e.gm;
      ligne.appendChild(secret);
    }
    journal.appendChild(ligne);
  });
}

const flux = new EventSource("/events?t=" + encodeURIComponent(jeton));
flux.onmessage = (message) => afficher(JSON.parse(message.data));
flux.onerror = () => { etat.textContent = "Connexion perdue, nouvel essai…"; };

document.querySelectorAll("[data-bouton]").forEach((bouton) => {
  bouton.addEventListener("click", async () => {
    etat.textContent = "Envoi…";
    try {
      const reponse = await fetch("/button", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hades-Token": jeton },
        body: JSON.stringify({ button: bouton.dataset.bouton }),
      });
      const corps = await reponse.json();
      etat.textContent = corps.table + (corps.gm ? " Destinée : " + corps.gm : "");
    } catch (erreur) {
      etat.textContent = "Le service ne répond pas.";
    }
  });
});
