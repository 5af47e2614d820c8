"use strict";
const jeton = new URLSearchParams(location.search).get("t") || "";
const journal = document.getElementById("journal");
const etat = document.getElementById("etat");
const dejaVus = new Set();

function ajouter(entree) {
  if (dejaVus.has(entree.id)) return;
  dejaVus.add(entree.id);
  const ligne = document.createElement("li");
  const qui = entree.who ? entree.who + " : " : "";
  const des = entree.dice.length ? " Dés : " + entree.dice.join(", ") + "." : "";
  ligne.textContent = qui + entree.text + des;
  journal.appendChild(ligne);
}

const flux = new EventSource("/events?t=" + encodeURIComponent(jeton));
flux.onmessage = (message) => JSON.parse(message.data).log.forEach(ajouter);
flux.onerror = () => { etat.textContent = "Connexion perdue, nouvel essai…"; };
flux.onopen = () => { etat.textContent = ""; };

document.getElementById("commande").addEventListener("submit", async (evenement) => {
  evenement.preventDefault();
  const champ = document.getElementById("texte");
  const texte = champ.value.trim();
  if (!texte) return;
  etat.textContent = "Envoi…";
  try {
    const reponse = await fetch("/command", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Hades-Token": jeton },
      body: JSON.stringify({ text: texte }),
    });
    const corps = await reponse.json();
    etat.textContent = reponse.ok ? "" : corps.table;
    if (reponse.ok) champ.value = "";
  } catch (erreur) {
    etat.textContent = "Le service ne répond pas.";
  }
  champ.focus();
});
